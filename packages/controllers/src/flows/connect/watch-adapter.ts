import type { CaipAddress } from '@openappkit/common/caip'
import type { ChainAdapter } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import { setConnectors } from '../../state/connector/set-connectors.ts'
import { handleChainChanged } from '../network/handle-chain-changed.ts'
import { requestSiwxOnConnect } from '../siwx/request-siwx-on-connect.ts'
import { clearConnection } from './disconnect.ts'

/**
 * Keeps state in step with what the wallet reports: account and network changes, a disconnect
 * from the wallet side, newly discovered connectors. Returns the function that stops it.
 */
export function watchAdapter(core: AppKitCore, adapter: ChainAdapter): () => void {
  const namespace = adapter.namespace
  const report = (error: unknown) => core.services.logger.warn('adapter event failed', error)
  // Sign-in sessions are per account and network: a change to one without a session asks again.
  const signInIfActive = () => {
    if (core.state.chains.activeChain === namespace) requestSiwxOnConnect(core).catch(report)
  }
  const stops = [
    adapter.on('accountChanged', ({ address }) => {
      const network = core.state.chains.chains[namespace]?.networkState.caipNetwork
      if (!network) return
      setCaipAddress(core, {
        namespace,
        caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
      })
      signInIfActive()
    }),
    adapter.on('chainChanged', ({ chainId }) => {
      handleChainChanged(core, { namespace, chainId })
        .then((result) => {
          if (result === 'supported') signInIfActive()
        })
        .catch(report)
    }),
    adapter.on('disconnect', () => {
      clearConnection(core, namespace).catch(report)
    }),
    adapter.on('connectors', ({ connectors }) => {
      setConnectors(core, { connectors })
    }),
  ]
  const stop = () => {
    for (const unsubscribe of stops) unsubscribe()
    if (core.runtime.adapterSubscriptions.get(namespace) === stop) {
      core.runtime.adapterSubscriptions.delete(namespace)
    }
  }
  core.runtime.adapterSubscriptions.get(namespace)?.()
  core.runtime.adapterSubscriptions.set(namespace, stop)
  return stop
}
