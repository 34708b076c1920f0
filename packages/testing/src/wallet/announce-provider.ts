import type { AnnounceTarget, TestWalletInfo } from './types.ts'

/** Answers `eip6963:requestProvider` and announces once now; returns the function that stops. */
export function announceProvider(
  target: AnnounceTarget,
  detail: { info: TestWalletInfo; provider: unknown },
): { announce: () => void; stop: () => void } {
  const frozen = Object.freeze({
    info: Object.freeze({ ...detail.info }),
    provider: detail.provider,
  })
  const EventClass = (target as { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent
  const announce = () => {
    target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail: frozen }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { announce, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
