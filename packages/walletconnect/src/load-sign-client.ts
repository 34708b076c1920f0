import type { ICore, SignClientTypes } from '@walletconnect/types'

import { createLocalVerify } from './local-verify.ts'

export type LoadSignClientParameters = {
  relayUrl: string
  projectId: string
  metadata: SignClientTypes.Metadata
  storage?: ICore['storage'] | undefined
  customStoragePrefix: string
}

export type SignClient = Awaited<
  ReturnType<typeof import('@walletconnect/sign-client').SignClient.init>
>

/**
 * Loads the WalletConnect client (its own chunk: a page that never uses WalletConnect never
 * downloads it) and starts it on our relay, with telemetry off and our Verify service.
 */
export async function loadSignClient(parameters: LoadSignClientParameters): Promise<SignClient> {
  const [{ Core }, { SignClient }, loggerModule] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/sign-client'),
    import('@walletconnect/logger'),
  ])
  // A logger of our own, off: given the name of a level instead, Core keeps every message down to
  // "trace" in a buffer of its own, and where a page's `window` meets Node's pino (happy-dom)
  // prints them all.
  // Node's `import` of the logger's CommonJS build sees no `pino` export (a minified getter its
  // export detection misses) and has it on `default` only; bundlers read the ES build's.
  const pino =
    loggerModule.pino ?? (loggerModule as unknown as { default: typeof loggerModule }).default.pino
  const logger = pino({ level: 'silent' })
  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.customStoragePrefix,
    telemetryEnabled: false,
    logger,
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  // Before the client starts: nothing ever reaches the stock Verify service.
  core.verify = createLocalVerify(core)
  return SignClient.init({
    core,
    metadata: parameters.metadata,
    telemetryEnabled: false,
    logger,
  })
}
