import type { ICore } from '@walletconnect/types'

/**
 * Keeps a Core's event client quiet: WalletKit's start calls `eventClient.init()`, which posts an
 * "INIT" event to pulse.walletconnect.org whatever `telemetryEnabled` says (it skips only under
 * vitest, by `process.env`, so a page or a plain Node script would send it). With telemetry off
 * nothing else of the event client is ever sent.
 */
export function silenceEventClient(core: ICore): void {
  core.eventClient.init = async () => undefined
}
