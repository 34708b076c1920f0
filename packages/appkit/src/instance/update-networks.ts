import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, withCustomRpcUrls } from '@openappkit/common/networks'
import { type AppKitCore, switchNetwork } from '@openappkit/controllers'
import { setChainNetwork } from '@openappkit/controllers/internal'
import { customRpcUrlsOf } from '../options/to-core-options.ts'
import type { CreateAppKitOptions } from '../options/types.ts'

// valtio keeps one proxy per source object for the whole page: each instance stores its own copy.
function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T
  if (value === null || typeof value !== 'object') return value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyPlain(item)])) as T
}

function adapterOf(core: AppKitCore, namespace: ChainNamespace) {
  const adapter = core.adapters.get(namespace)
  if (!adapter) throw new AppKitError('NO_ADAPTER_FOR_NAMESPACE', { params: { namespace } })
  return adapter
}

function networksOf(core: AppKitCore, namespace: ChainNamespace): CaipNetwork[] {
  return core.state.options.networks.filter((network) => network.chainNamespace === namespace)
}

export type AddNetworkParameters = {
  namespace: ChainNamespace
  network: CaipNetwork
  /** The instance's options, for `customRpcUrls`. */
  options: CreateAppKitOptions
}

/**
 * Adds `network` to the networks of `namespace` (the Networks view, switching, the adapter);
 * throws when the namespace has no adapter. A network already there is left as it is.
 */
export function addNetwork(
  core: AppKitCore,
  { namespace, network, options }: AddNetworkParameters,
) {
  const adapter = adapterOf(core, namespace)
  if (network.chainNamespace !== namespace) {
    throw new AppKitError('INVALID_NETWORK', {
      params: { problem: `${network.caipNetworkId} is not a ${namespace} network` },
    })
  }
  const known = core.state.options.networks
  if (known.some((item) => item.caipNetworkId === network.caipNetworkId)) return
  const copy = copyPlain(withCustomRpcUrls(network, customRpcUrlsOf(options)))
  known.push(copy)
  const chain = core.state.chains.chains[namespace]
  chain?.networkState.caipNetworks.push(copy)
  chain?.networkState.requestedCaipNetworks.push(copy)
  adapter.setNetworks?.(networksOf(core, namespace))
}

export type RemoveNetworkParameters = {
  namespace: ChainNamespace
  /** The chain id (`1`) or the CAIP-2 id (`eip155:1`). */
  networkId: number | string
}

/**
 * Removes a network of `namespace`; an unknown one is ignored, the last one of a namespace is
 * refused. When the namespace was on it, it moves to its first remaining network (asking the
 * wallet when connected; a refusal is logged and leaves the wallet where it is).
 */
export function removeNetwork(core: AppKitCore, { namespace, networkId }: RemoveNetworkParameters) {
  const adapter = adapterOf(core, namespace)
  const matches = (network: CaipNetwork) =>
    network.chainNamespace === namespace &&
    (String(network.id) === String(networkId) || network.caipNetworkId === networkId)
  const target = networksOf(core, namespace).find(matches)
  if (!target) return
  const remaining = networksOf(core, namespace).filter((network) => !matches(network))
  const [next] = remaining
  if (!next) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
  const keep = (list: CaipNetwork[]) => {
    const index = list.findIndex(matches)
    if (index >= 0) list.splice(index, 1)
  }
  const { options, chains } = core.state
  keep(options.networks)
  if (options.defaultNetwork.caipNetworkId === target.caipNetworkId) options.defaultNetwork = next
  const chain = chains.chains[namespace]
  if (chain) {
    keep(chain.networkState.caipNetworks)
    keep(chain.networkState.requestedCaipNetworks)
  }
  adapter.setNetworks?.(remaining)
  if (chain?.networkState.caipNetwork?.caipNetworkId !== target.caipNetworkId) return
  if (chains.activeChain !== namespace) {
    setChainNetwork(core, { caipNetwork: next })
    return
  }
  switchNetwork(core, { caipNetwork: next }).catch((error: unknown) =>
    core.services.logger.warn('switching off a removed network failed', error),
  )
}
