import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { EmbeddedWalletEip1193Provider } from '@openappkit/controllers'
import type { FrameClient } from './create-frame-client.ts'

type Listener = (...values: never[]) => void

const hexChainId = (chainId: number | string) =>
  typeof chainId === 'number' ? `0x${chainId.toString(16)}` : chainId

/**
 * The embedded wallet as an EIP-1193 provider for the adapters' AUTH connector: accounts and
 * chain come from the signed-in session, revoking permissions signs out, and every other call
 * (EIP-5792 `wallet_*` included) goes to the frame, which answers reads and asks the visitor
 * before signing. Switching between the smart account and the EOA emits `accountsChanged`.
 */
export function createEmbeddedWalletProvider(client: FrameClient): EmbeddedWalletEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...args: unknown[]) => void)(...values)
  }
  // The adapters follow the active account through the standard event, as with any wallet.
  client.onAccountEvent((event) => {
    if (event.kind !== 'accountSwitched') return
    evmAccount = event.address
    emit('accountsChanged', [event.address])
  })
  // The Solana account of the same user: the frame answers it for a cluster, not a chain id.
  // The EVM account the dapp was last told of: a chain may have another active account type.
  let evmAccount: string | undefined
  const accountOf = async (solana: boolean) => {
    const { address } = await client.getUser(solana ? { chainId: 'solana' } : {})
    if (!solana) evmAccount = address
    return [address]
  }
  const accountIfSignedIn = async (solana: boolean) =>
    (await client.isConnected()).isConnected ? accountOf(solana) : []

  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    eth_requestAccounts: () => accountOf(false),
    eth_accounts: () => accountIfSignedIn(false),
    solana_requestAccounts: () => accountOf(true),
    solana_accounts: () => accountIfSignedIn(true),
    eth_chainId: async () => hexChainId((await client.getChainId()).chainId),
    async wallet_switchEthereumChain(params) {
      const [{ chainId } = { chainId: undefined }] = (Array.isArray(params) ? params : []) as {
        chainId?: unknown
      }[]
      if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainId)) {
        throw new ProviderRpcError(RpcErrorCode.InvalidParams, {
          message: 'wallet_switchEthereumChain takes [{ chainId }]',
        })
      }
      await client.switchNetwork({ chainId: Number(chainId) })
      emit('chainChanged', chainId)
      // The smart account is per chain, and a chain without one has the EOA active: a dapp told
      // of an account hears of the new one.
      const before = evmAccount
      if (before === undefined) return null
      const [address] = await accountOf(false)
      if (address !== before) emit('accountsChanged', [address])
      return null
    },
    async wallet_revokePermissions() {
      await client.signOut()
      evmAccount = undefined
      emit('accountsChanged', [])
      return null
    },
  }

  const provider: EmbeddedWalletEip1193Provider = {
    isEmbeddedWallet: true,
    request: ({ method, params }) => {
      const local = Object.hasOwn(methods, method) ? methods[method] : undefined
      return local
        ? local(params)
        : client.request(params === undefined ? { method } : { method, params })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
