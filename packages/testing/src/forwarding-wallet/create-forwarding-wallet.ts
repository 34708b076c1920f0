import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { announceProvider } from '../wallet/announce-provider.ts'
import { parseHexChainId, toHexChainId } from '../wallet/hex-chain-id.ts'
import { createNodeClient, type NodeClient } from '../wallet/node-client.ts'
import { createProviderEmitter } from '../wallet/provider-emitter.ts'
import { sendTransaction } from '../wallet/send-transaction.ts'
import { signingAnswers } from '../wallet/sign-requests.ts'
import {
  DEFAULT_TEST_WALLET_ICON,
  defaultAnnounceTarget,
  loadSession,
  type SavedSession,
  sameAddress,
} from '../wallet/wallet-defaults.ts'
import type {
  CreateForwardingWalletParameters,
  ForwardingWallet,
  ForwardingWalletProvider,
} from './types.ts'

export type { CreateForwardingWalletParameters, ForwardingWallet } from './types.ts'

/**
 * Creates a wallet that behaves as most browser extensions do (EIP-1193, announced by EIP-6963):
 * it answers `eth_requestAccounts`, `eth_accounts`, `eth_chainId` and
 * `wallet_switchEthereumChain` itself, signs `personal_sign`, `eth_signTypedData_v4` and
 * `eth_sendTransaction` with its keys (the last sent as `eth_sendRawTransaction`), and forwards
 * every other request, `net_version` and unknown `wallet_` methods included, to the node of its
 * chain. Unlike `createTestWallet` it answers nothing else on the node's behalf, so a dapp that
 * only works with the test wallet fails with this one.
 */
export function createForwardingWallet(
  parameters: CreateForwardingWalletParameters,
): ForwardingWallet {
  const keys =
    typeof parameters.privateKey === 'string' ? [parameters.privateKey] : [...parameters.privateKey]
  const accounts: PrivateKeyAccount[] = keys.map((key) => privateKeyToAccount(key))
  const [firstAccount] = accounts
  if (!firstAccount) throw new TestKitError('createForwardingWallet needs at least one private key')
  const fetchFn = parameters.fetch ?? ((input, init) => fetch(input, init))
  const nodes = new Map<number, NodeClient>(
    Object.entries(parameters.rpcUrls).map(([id, url]) => [
      Number(id),
      createNodeClient(url, fetchFn),
    ]),
  )
  const initialChainId = parameters.chainId ?? [...nodes.keys()][0]
  if (initialChainId === undefined || !nodes.has(initialChainId)) {
    throw new TestKitError('createForwardingWallet needs the rpcUrl of the chain it starts on')
  }
  const emitter = createProviderEmitter()
  const storageKey = parameters.storageKey ?? 'openappkit-forwarding-wallet'

  let account = firstAccount
  let chainId = initialChainId
  let authorized = false
  let rejectNext = false

  const save = () => {
    const session: SavedSession = { authorized, address: account.address, chainId }
    parameters.storage?.setItem(storageKey, JSON.stringify(session))
  }
  const saved = loadSession(parameters.storage, storageKey)
  if (saved) {
    authorized = saved.authorized
    account = accounts.find((item) => sameAddress(item.address, saved.address)) ?? account
    if (saved.chainId !== undefined && nodes.has(saved.chainId)) chainId = saved.chainId
  }

  const node = () => nodes.get(chainId) as NodeClient
  // Every prompt the extension shows: the visitor may click "Reject".
  const prompt = () => {
    if (!rejectNext) return
    rejectNext = false
    throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest)
  }
  const exposed = () => (authorized ? [account.address] : [])
  const requireExposed = (address: unknown) => {
    if (!authorized || typeof address !== 'string' || !sameAddress(address, account.address)) {
      throw new ProviderRpcError(RpcErrorCode.Unauthorized)
    }
  }
  const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

  const moveTo = (target: number) => {
    if (!nodes.has(target)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
    if (target === chainId) return
    chainId = target
    save()
    emitter.emit('chainChanged', toHexChainId(target))
  }

  const answers: Record<string, (params: unknown) => Promise<unknown>> = {
    eth_requestAccounts: async () => {
      if (!authorized) {
        prompt()
        authorized = true
        save()
        emitter.emit('accountsChanged', [account.address])
      }
      return exposed()
    },
    eth_accounts: async () => exposed(),
    eth_chainId: async () => toHexChainId(chainId),
    wallet_switchEthereumChain: async (params) => {
      const target = parseHexChainId((first(params) as { chainId?: unknown } | undefined)?.chainId)
      if (!nodes.has(target)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
      if (target !== chainId) prompt()
      moveTo(target)
      return null
    },
    ...signingAnswers({
      account: () => account,
      requireAccount: requireExposed,
      prompt,
      send: (request) => sendTransaction(node(), account, chainId, request),
    }),
  }

  const provider: ForwardingWalletProvider = {
    async request(arguments_) {
      if (typeof arguments_?.method !== 'string') {
        throw new ProviderRpcError(RpcErrorCode.InvalidRequest)
      }
      const { method, params } = arguments_
      const answer = answers[method]
      return answer ? answer(params) : node().request(method, params ?? [])
    },
    on(event, listener) {
      emitter.on(event, listener as (payload: never) => void)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener as (payload: never) => void)
      return provider
    },
  }

  const info = {
    uuid: parameters.uuid ?? globalThis.crypto.randomUUID(),
    name: parameters.name ?? 'Forwarding Extension Wallet',
    icon: parameters.icon ?? DEFAULT_TEST_WALLET_ICON,
    rdns: parameters.rdns ?? 'org.openappkit.forwarding-wallet',
  }
  const target =
    parameters.announceTarget === null
      ? undefined
      : (parameters.announceTarget ?? defaultAnnounceTarget())
  const announcement = target ? announceProvider(target, { info, provider }) : undefined

  return {
    provider,
    info,
    addresses: accounts.map((item) => item.address),
    rejectNextRequest() {
      rejectNext = true
    },
    switchAccount(index) {
      const next = accounts[index]
      if (!next) throw new TestKitError(`No account at index ${index}`)
      if (next !== account) {
        account = next
        save()
        if (authorized) emitter.emit('accountsChanged', [account.address])
      }
      return account.address
    },
    switchChain(target) {
      moveTo(target)
    },
    reset() {
      account = firstAccount
      chainId = initialChainId
      authorized = false
      rejectNext = false
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
}
