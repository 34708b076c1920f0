import { generateOnRampUrl } from '../../api/actions/generate-on-ramp-url.ts'
import type { AppKitCore } from '../../core/types.ts'

/**
 * Providers whose checkout the Blockchain API opens (POST /v1/generators/onrampurl,
 * docs/project/behaviour.md §7): the URL is made for the wallet, network, asset and amount, where
 * the API's provider (the devnet's sandbox, for one) takes the payment.
 */
export const GENERATED_URL_ONRAMP_PROVIDERS: readonly string[] = ['coinbase']

/** The page to open, or `undefined` with no provider selected. */
export type GetOnRampCheckoutUrlReturnType = string | undefined

/**
 * Where Continue takes the visitor: the selected provider's URL (the named provider's carries
 * the docs/project/behaviour.md §4 parameters), or for {@link GENERATED_URL_ONRAMP_PROVIDERS} the
 * checkout the API generates for the connected address on the active network, the purchase currency
 * and the amount. Errors of the API call are thrown.
 */
export async function getOnRampCheckoutUrl(
  core: AppKitCore,
): Promise<GetOnRampCheckoutUrlReturnType> {
  const state = core.state.onRamp
  const provider = state.selectedProvider
  if (!provider) return undefined
  if (!GENERATED_URL_ONRAMP_PROVIDERS.includes(provider.name) || !core.api.enabled) {
    return provider.url
  }
  const { chains, options } = core.state
  const namespace = chains.activeChain
  const chain = namespace ? chains.chains[namespace] : undefined
  const address = chain?.accountState.address
  if (!address) return provider.url
  const reference = chain?.networkState.caipNetwork?.caipNetworkId.split(':')[1]
  const networks = state.purchaseCurrency.networks
  const here = networks.filter((network) => network.chain_id === reference)
  const blockchains = (here.length > 0 ? here : networks).map((network) => network.name)
  const { url } = await generateOnRampUrl(core.api, {
    destinationWallets: [{ address, blockchains, assets: [state.purchaseCurrency.id] }],
    defaultNetwork: here[0]?.name,
    partnerUserId: options.projectId ?? address,
    paymentAmount: state.paymentAmount,
  })
  return url || provider.url
}
