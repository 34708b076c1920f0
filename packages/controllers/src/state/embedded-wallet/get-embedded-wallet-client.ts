import { AppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import type { EmbeddedWalletClient } from './types.ts'

/** Registers the embedded wallet (packages/wallet-frame does on load), or removes it. */
export function setEmbeddedWalletClient(
  core: AppKitCore,
  client: EmbeddedWalletClient | undefined,
): void {
  core.runtime.embeddedWallet = client
}

/** The embedded wallet; throws `No auth connector found` when none is registered. */
export function getEmbeddedWalletClient(core: AppKitCore): EmbeddedWalletClient {
  const client = core.runtime.embeddedWallet
  if (!client) throw new AppKitError('NO_AUTH_CONNECTOR_FOUND')
  return client
}
