import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { Hex } from 'viem'
import { TestKitError } from '../errors/test-kit-error.ts'
import { type AddedChain, parseAddEthereumChainParameters } from './add-ethereum-chain.ts'
import { announceTestWallet, testWalletInfo } from './announce-test-wallet.ts'
import { createEvmWalletSession } from './create-evm-wallet-session.ts'
import { parseHexChainId, toHexChainId } from './hex-chain-id.ts'
import { createNodeClient, type NodeClient } from './node-client.ts'
import { providerListenerMethods } from './provider-emitter.ts'
import { sendTransaction } from './send-transaction.ts'
import { signingAnswers } from './sign-requests.ts'
import type { CreateTestWalletParameters, TestWallet } from './types.ts'
import { REFUSED_METHODS } from './wallet-defaults.ts'
import { walletGetAssets } from './wallet-get-assets.ts'

export type { CreateTestWalletParameters, TestWallet } from './types.ts'

/**
 * Creates a wallet for tests: an EIP-1193 provider that signs locally with real keys, forwards
 * reads to the node of its current chain, announces itself through EIP-6963 when a window exists,
 * and is driven by controls (reject the next prompt, switch account or chain, disconnect).
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const fetchFn = parameters.fetch ?? ((input, init) => fetch(input, init))
  const rpcUrls = new Map<number, string>(
    Object.entries(parameters.rpcUrls ?? {}).map(([id, url]) => [Number(id), url]),
  )
  const added = new Map<number, AddedChain>()
  const assets = new Map(
    Object.entries(parameters.assets ?? {}).map(([id, tokens]) => [Number(id), tokens] as const),
  )
  const nodes = new Map<string, NodeClient>()
  const initialChainId = parameters.chainId ?? [...rpcUrls.keys()][0]
  if (parameters.rpcUrl !== undefined && initialChainId !== undefined) {
    rpcUrls.set(initialChainId, parameters.rpcUrl)
  }
  const session = createEvmWalletSession({
    walletName: 'createTestWallet',
    privateKey: parameters.privateKey,
    chainId: initialChainId,
    storage: parameters.storage,
    storageKey: parameters.storageKey ?? 'openappkit-test-wallet',
  })
  if (rpcUrls.size === 0 && parameters.rpcUrl === undefined) {
    throw new TestKitError('createTestWallet needs rpcUrl or rpcUrls')
  }
  const { core, emitter } = session
  // False once the visitor disconnected the site in the wallet, until it is authorized again.
  let connected = true

  const nodeAt = (url: string | undefined): NodeClient => {
    if (url === undefined) throw new ProviderRpcError(RpcErrorCode.ChainDisconnected)
    const node = nodes.get(url) ?? createNodeClient(url, fetchFn)
    nodes.set(url, node)
    return node
  }
  const nodeOf = (id: number) => nodeAt(rpcUrls.get(id) ?? added.get(id)?.rpcUrl)
  const nodeFor = async (): Promise<NodeClient> => {
    if (session.chainId !== undefined) return nodeOf(session.chainId)
    const node = nodeAt(parameters.rpcUrl)
    const id = Number(BigInt((await node.request('eth_chainId')) as Hex))
    session.chainId = id
    rpcUrls.set(id, parameters.rpcUrl as string)
    return node
  }
  const currentChainId = async (): Promise<number> => {
    if (session.chainId === undefined) await nodeFor()
    return session.chainId as number
  }
  const knows = (id: number) => rpcUrls.has(id) || added.has(id)
  const authorize = async (prompted = false) => {
    if (core.authorized) return
    if (!prompted) core.prompt()
    // EIP-1193's `connect` comes first when the wallet had disconnected the site.
    const chainId = connected ? undefined : await currentChainId()
    if (core.authorized) return
    if (chainId !== undefined) {
      connected = true
      emitter.emit('connect', { chainId: toHexChainId(chainId) })
    }
    core.authorize()
  }
  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [session.account.address] }],
    },
  ]
  const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    eth_requestAccounts: async () => {
      await authorize()
      return [session.account.address]
    },
    eth_accounts: async () => (core.authorized ? [session.account.address] : []),
    eth_chainId: async () => toHexChainId(await currentChainId()),
    net_version: async () => String(await currentChainId()),
    // Always a prompt (the visitor picks accounts again), even for an authorized dapp.
    wallet_requestPermissions: async () => {
      core.prompt()
      await authorize(true)
      return permissions()
    },
    wallet_getPermissions: async () => (core.authorized ? permissions() : []),
    wallet_revokePermissions: async () => {
      core.deauthorize()
      return null
    },
    ...signingAnswers({
      account: () => session.account,
      requireAccount: session.requireAccount,
      prompt: core.prompt,
      send: async (request) =>
        sendTransaction(await nodeFor(), session.account, await currentChainId(), request),
    }),
    wallet_switchEthereumChain: async (params) => {
      const [target] = list(params) as [{ chainId?: unknown } | undefined]
      const id = parseHexChainId(target?.chainId)
      if (!knows(id)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
      if (id !== session.chainId) core.prompt()
      session.moveTo(id)
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const chain = parseAddEthereumChainParameters(params)
      core.prompt()
      if (!rpcUrls.has(chain.chainId)) added.set(chain.chainId, chain)
      // As MetaMask: adding a chain ends with the wallet on it (wagmi checks for that).
      session.moveTo(chain.chainId)
      return null
    },
    wallet_getCapabilities: async (params) => {
      const [address, filter] = list(params) as [unknown, string[] | undefined]
      session.requireAccount(address)
      const ids = filter?.map((id) => parseHexChainId(id)) ?? [...rpcUrls.keys(), ...added.keys()]
      return Object.fromEntries(
        ids.map((id) => [
          toHexChainId(id),
          {
            ...(assets.has(id) ? { assetDiscovery: { supported: true } } : {}),
            ...parameters.capabilities?.[id],
          },
        ]),
      )
    },
    wallet_getAssets: async (params) => {
      if (assets.size === 0) throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod)
      session.requireAccount(session.account.address)
      return walletGetAssets(params, { account: session.account.address, assets, nodeOf })
    },
  }

  const info = testWalletInfo(parameters, {
    name: 'OpenAppKit Test Wallet',
    rdns: 'org.openappkit.testwallet',
  })

  const wallet: TestWallet = {
    isOpenAppKitTestWallet: true,
    info,
    get address() {
      return session.account.address
    },
    get addresses() {
      return core.accounts.map((item) => item.address)
    },
    get chainId() {
      return session.chainId
    },
    get authorized() {
      return core.authorized
    },
    async request(arguments_) {
      if (
        typeof arguments_ !== 'object' ||
        arguments_ === null ||
        typeof arguments_.method !== 'string'
      ) {
        throw new ProviderRpcError(RpcErrorCode.InvalidRequest)
      }
      const { method, params } = arguments_
      const handler = handlers[method]
      if (handler) return handler(params)
      if (REFUSED_METHODS.has(method) || method.startsWith('wallet_')) {
        throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
          message: `${method} is not supported`,
        })
      }
      return (await nodeFor()).request(method, params ?? [])
    },
    ...providerListenerMethods(emitter, () => wallet),
    rejectNextRequest: core.rejectNextRequest,
    switchAccount: session.switchAccount,
    switchChain: session.moveTo,
    disconnect() {
      connected = false
      core.deauthorize()
      emitter.emit('disconnect', new ProviderRpcError(RpcErrorCode.Disconnected))
    },
    reset() {
      session.reset()
      connected = true
      added.clear()
    },
    announce() {
      announcement.announce()
    },
    destroy() {
      announcement.stop()
      emitter.clear()
    },
  }

  const announcement = announceTestWallet(parameters, { info, provider: wallet })
  return wallet
}
