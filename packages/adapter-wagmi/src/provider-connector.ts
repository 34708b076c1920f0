import { AppKitError } from '@openappkit/common/errors'
import type {
  EmbeddedWalletEip1193Provider,
  WalletConnectEip1193Provider,
} from '@openappkit/controllers'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'

type Listener = (...values: never[]) => void

type SiteProvider = WalletConnectEip1193Provider | EmbeddedWalletEip1193Provider

/** Who the connector is to wagmi. */
export type ProviderConnectorIdentity = { id: string; name: string; type: string }

/**
 * A wagmi connector over one of the site's own providers — WalletConnect (`eth_requestAccounts`
 * pairs through the QR code) or the embedded wallet (the signed-in visitor's account) — so wagmi
 * hooks see either like any other wallet. Unlike wagmi's `injected`, it needs no `window`.
 * `stop` removes its listeners from the provider without ending the session (adapter destroy).
 */
export function providerWagmiConnector(
  identity: ProviderConnectorIdentity,
  provider: SiteProvider,
) {
  const request = (method: string, params?: unknown) => provider.request({ method, params })
  const accountsOf = async (method: 'eth_accounts' | 'eth_requestAccounts') =>
    ((await request(method)) as string[]).map((account) => getAddress(account))
  let listening: Array<[string, Listener]> = []
  const listen = (handlers: Array<[string, Listener]>) => {
    for (const [event, listener] of handlers) provider.on(event, listener)
    listening = handlers
  }
  const unlisten = () => {
    for (const [event, listener] of listening) provider.removeListener(event, listener)
    listening = []
  }

  const connector = createConnector<SiteProvider>((config) => {
    return {
      ...identity,
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const accounts = await accountsOf(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts')
        let current = await this.getChainId()
        if (chainId !== undefined && chainId !== current && this.switchChain) {
          current = (await this.switchChain({ chainId })).id
        }
        unlisten()
        listen([
          ['accountsChanged', this.onAccountsChanged.bind(this) as Listener],
          ['chainChanged', this.onChainChanged.bind(this) as Listener],
          ['disconnect', this.onDisconnect.bind(this) as Listener],
        ])
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },
      async disconnect() {
        unlisten()
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      },
      getAccounts: () => accountsOf('eth_accounts'),
      async getChainId() {
        return Number(await request('eth_chainId'))
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return (await accountsOf('eth_accounts')).length > 0
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((item) => item.id === chainId)
        if (!chain) throw new AppKitError('NETWORK_NOT_FOUND')
        await request('wallet_switchEthereumChain', [{ chainId: numberToHex(chainId) }])
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) return this.onDisconnect()
        config.emitter.emit('change', {
          accounts: accounts.map((account) => getAddress(account)) as Address[],
        })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        unlisten()
        config.emitter.emit('disconnect')
      },
    }
  })
  return { connector, stop: unlisten }
}
