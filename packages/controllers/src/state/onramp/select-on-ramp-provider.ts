import type { AppKitCore } from '../../core/types.ts'
import { NAMED_ONRAMP_PROVIDER } from './defaults.ts'
import type { OnRampProvider } from './types.ts'

/**
 * Selects a provider, or clears the selection with `undefined` (docs/project/behaviour.md §4). The
 * named provider's URL gets `publicKey`, `destinationCurrencyCode` (SOL on Solana, otherwise USDC),
 * `walletAddress` and `externalCustomerId` (the project id); empty values are left out.
 */
export function selectOnRampProvider(core: AppKitCore, provider: OnRampProvider | undefined): void {
  const state = core.state.onRamp
  if (!provider) {
    state.selectedProvider = undefined
    return
  }
  const selected = { ...provider, supportedChains: [...provider.supportedChains] }
  if (provider.name === NAMED_ONRAMP_PROVIDER) {
    const { chains, options } = core.state
    const namespace = chains.activeChain
    const address = namespace ? chains.chains[namespace]?.accountState.address : undefined
    const parameters = {
      publicKey: options.onRampPublicKey,
      destinationCurrencyCode: namespace === 'solana' ? 'SOL' : 'USDC',
      walletAddress: address,
      externalCustomerId: options.projectId,
    }
    const query = Object.entries(parameters)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&')
    const separator = provider.url.includes('?') ? '&' : '?'
    selected.url = query ? `${provider.url}${separator}${query}` : provider.url
  }
  state.selectedProvider = selected
}
