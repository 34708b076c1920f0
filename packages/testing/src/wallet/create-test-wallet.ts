import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { type AddedChain, parseAddEthereumChainParameters } from './add-ethereum-chain.ts'
import { announceProvider } from './announce-provider.ts'
import { parseHexChainId, toHexChainId } from './hex-chain-id.ts'
import { createNodeClient, type NodeClient } from './node-client.ts'
import { createProviderEmitter } from './provider-emitter.ts'
import { sendTransaction } from './send-transaction.ts'
import { signingAnswers } from './sign-requests.ts'
import type { CreateTestWalletParameters, TestWallet } from './types.ts'
import {
  DEFAULT_TEST_WALLET_ICON,
  defaultAnnounceTarget,
  loadSession,
  REFUSED_METHODS,
  type SavedSession,
  sameAddress,
} from './wallet-defaults.ts'
import { walletGetAssets } from './wallet-get-assets.ts'

export type { CreateTestWalletParameters, TestWallet } from './types.ts'

/**
 * Creates a wallet for tests: an EIP-1193 provider that signs locally with real keys, forwards
 * reads to the node of its current chain, announces itself through EIP-6963 when a window exists,
 * and is driven by controls (reject the next prompt, switch account or chain, disconnect).
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWallet {
  const keys =
    typeof parameters.privateKey === 'string' ? [parameters.privateKey] : [...parameters.privateKey]
  const accounts: PrivateKeyAccount[] = keys.map((key) => privateKeyToAccount(key))
  const [firstAccount] = accounts
  if (!firstAccount) throw new TestKitError('createTestWallet needs at least one private key')
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
  if (rpcUrls.size === 0 && parameters.rpcUrl === undefined) {
    throw new TestKitError('createTestWallet needs rpcUrl or rpcUrls')
  }
  const storageKey = parameters.storageKey ?? 'openappkit-test-wallet'
  const emitter = createProviderEmitter()

  let account = firstAccount
  let chainId = initialChainId
  let authorized = false
  let connected = true
  let rejectNext = false

  const save = () => {
    const session: SavedSession = { authorized, address: account.address, chainId }
    parameters.storage?.setItem(storageKey, JSON.stringify(session))
  }
  const session = loadSession(parameters.storage, storageKey)
  if (session) {
    authorized = session.authorized
    account = accounts.find((item) => sameAddress(item.address, session.address)) ?? account
    chainId = session.chainId ?? chainId
  }

  const nodeAt = (url: string | undefined): NodeClient => {
    if (url === undefined) throw new ProviderRpcError(RpcErrorCode.ChainDisconnected)
    const node = nodes.get(url) ?? createNodeClient(url, fetchFn)
    nodes.set(url, node)
    return node
  }
  const nodeOf = (id: number) => nodeAt(rpcUrls.get(id) ?? added.get(id)?.rpcUrl)
  const nodeFor = async (): Promise<NodeClient> => {
    if (chainId !== undefined) return nodeOf(chainId)
    const node = nodeAt(parameters.rpcUrl)
    chainId = Number(BigInt((await node.request('eth_chainId')) as Hex))
    rpcUrls.set(chainId, parameters.rpcUrl as string)
    return node
  }
  const currentChainId = async (): Promise<number> => {
    if (chainId === undefined) await nodeFor()
    return chainId as number
  }
  const knows = (id: number) => rpcUrls.has(id) || added.has(id)
  const prompt = () => {
    if (!rejectNext) return
    rejectNext = false
    throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest)
  }
  const requireAccount = (address: unknown) => {
    if (!authorized || typeof address !== 'string' || !sameAddress(address, account.address)) {
      throw new ProviderRpcError(RpcErrorCode.Unauthorized)
    }
  }
  const moveTo = (id: number) => {
    if (id === chainId) return
    chainId = id
    save()
    emitter.emit('chainChanged', toHexChainId(id))
  }
  const authorize = async (prompted = false) => {
    if (authorized) return
    if (!prompted) prompt()
    authorized = true
    save()
    if (!connected) {
      connected = true
      emitter.emit('connect', { chainId: toHexChainId(await currentChainId()) })
    }
    emitter.emit('accountsChanged', [account.address])
  }
  const permissions = () => [
    {
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ]
  const revoke = () => {
    if (!authorized) return
    authorized = false
    save()
    emitter.emit('accountsChanged', [])
  }
  const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    eth_requestAccounts: async () => {
      await authorize()
      return [account.address]
    },
    eth_accounts: async () => (authorized ? [account.address] : []),
    eth_chainId: async () => toHexChainId(await currentChainId()),
    net_version: async () => String(await currentChainId()),
    // Always a prompt (the visitor picks accounts again), even for an authorized dapp.
    wallet_requestPermissions: async () => {
      prompt()
      await authorize(true)
      return permissions()
    },
    wallet_getPermissions: async () => (authorized ? permissions() : []),
    wallet_revokePermissions: async () => {
      revoke()
      return null
    },
    ...signingAnswers({
      account: () => account,
      requireAccount,
      prompt,
      send: async (request) =>
        sendTransaction(await nodeFor(), account, await currentChainId(), request),
    }),
    wallet_switchEthereumChain: async (params) => {
      const [target] = list(params) as [{ chainId?: unknown } | undefined]
      const id = parseHexChainId(target?.chainId)
      if (!knows(id)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
      if (id !== chainId) prompt()
      moveTo(id)
      return null
    },
    wallet_addEthereumChain: async (params) => {
      const chain = parseAddEthereumChainParameters(params)
      prompt()
      if (!rpcUrls.has(chain.chainId)) added.set(chain.chainId, chain)
      // As MetaMask: adding a chain ends with the wallet on it (wagmi checks for that).
      moveTo(chain.chainId)
      return null
    },
    wallet_getCapabilities: async (params) => {
      const [address, filter] = list(params) as [unknown, string[] | undefined]
      requireAccount(address)
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
      requireAccount(account.address)
      return walletGetAssets(params, { account: account.address, assets, nodeOf })
    },
  }

  const info = {
    uuid: parameters.uuid ?? globalThis.crypto.randomUUID(),
    name: parameters.name ?? 'OpenAppKit Test Wallet',
    icon: parameters.icon ?? DEFAULT_TEST_WALLET_ICON,
    rdns: parameters.rdns ?? 'org.openappkit.testwallet',
  }

  const wallet: TestWallet = {
    isOpenAppKitTestWallet: true,
    info,
    get address() {
      return account.address
    },
    get addresses() {
      return accounts.map((item) => item.address)
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
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
    on(event, listener) {
      emitter.on(event, listener as (payload: never) => void)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener as (payload: never) => void)
      return wallet
    },
    rejectNextRequest() {
      rejectNext = true
    },
    switchAccount(target) {
      let next =
        typeof target === 'number'
          ? accounts[target]
          : accounts.find((item) => sameAddress(item.address, privateKeyToAccount(target).address))
      if (!next && typeof target === 'string') {
        next = privateKeyToAccount(target)
        accounts.push(next)
      }
      if (!next) throw new TestKitError(`No account at index ${String(target)}`)
      if (next.address !== account.address) {
        account = next
        save()
        if (authorized) emitter.emit('accountsChanged', [account.address])
      }
      return account.address
    },
    switchChain(id) {
      moveTo(id)
    },
    disconnect() {
      authorized = false
      connected = false
      save()
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', new ProviderRpcError(RpcErrorCode.Disconnected))
    },
    reset() {
      account = firstAccount
      chainId = initialChainId
      authorized = false
      connected = true
      rejectNext = false
      added.clear()
      parameters.storage?.removeItem(storageKey)
    },
    announce() {
      announcement?.announce()
    },
    destroy() {
      announcement?.stop()
      emitter.clear()
    },
  }

  const target =
    parameters.announceTarget === null
      ? undefined
      : (parameters.announceTarget ?? defaultAnnounceTarget())
  const announcement = target ? announceProvider(target, { info, provider: wallet }) : undefined
  return wallet
}
