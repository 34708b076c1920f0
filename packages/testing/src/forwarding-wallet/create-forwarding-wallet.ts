import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { TestKitError } from '../errors/test-kit-error.ts'
import { announceTestWallet, testWalletInfo } from '../wallet/announce-test-wallet.ts'
import { createEvmWalletSession } from '../wallet/create-evm-wallet-session.ts'
import { parseHexChainId, toHexChainId } from '../wallet/hex-chain-id.ts'
import { createNodeClient, type NodeClient } from '../wallet/node-client.ts'
import { providerListenerMethods } from '../wallet/provider-emitter.ts'
import { sendTransaction } from '../wallet/send-transaction.ts'
import { signingAnswers } from '../wallet/sign-requests.ts'
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
  const fetchFn = parameters.fetch ?? ((input, init) => fetch(input, init))
  const nodes = new Map<number, NodeClient>(
    Object.entries(parameters.rpcUrls).map(([id, url]) => [
      Number(id),
      createNodeClient(url, fetchFn),
    ]),
  )
  const initialChainId = parameters.chainId ?? [...nodes.keys()][0]
  const session = createEvmWalletSession({
    walletName: 'createForwardingWallet',
    privateKey: parameters.privateKey,
    chainId: initialChainId,
    knowsChain: (id) => nodes.has(id),
    storage: parameters.storage,
    storageKey: parameters.storageKey ?? 'openappkit-forwarding-wallet',
  })
  if (initialChainId === undefined || !nodes.has(initialChainId)) {
    throw new TestKitError('createForwardingWallet needs the rpcUrl of the chain it starts on')
  }
  const { core, emitter } = session
  const chainId = () => session.chainId as number
  const node = () => nodes.get(chainId()) as NodeClient
  const exposed = () => (core.authorized ? [session.account.address] : [])
  const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)
  const moveTo = (target: number) => {
    if (!nodes.has(target)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
    session.moveTo(target)
  }

  const answers: Record<string, (params: unknown) => Promise<unknown>> = {
    eth_requestAccounts: async () => {
      // Every prompt the extension shows: the visitor may click "Reject".
      if (!core.authorized) {
        core.prompt()
        core.authorize()
      }
      return exposed()
    },
    eth_accounts: async () => exposed(),
    eth_chainId: async () => toHexChainId(chainId()),
    wallet_switchEthereumChain: async (params) => {
      const target = parseHexChainId((first(params) as { chainId?: unknown } | undefined)?.chainId)
      if (!nodes.has(target)) throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain)
      if (target !== chainId()) core.prompt()
      moveTo(target)
      return null
    },
    ...signingAnswers({
      account: () => session.account,
      requireAccount: session.requireAccount,
      prompt: core.prompt,
      send: (request) => sendTransaction(node(), session.account, chainId(), request),
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
    ...providerListenerMethods(emitter, () => provider),
  }

  const info = testWalletInfo(parameters, {
    name: 'Forwarding Extension Wallet',
    rdns: 'org.openappkit.forwarding-wallet',
  })
  const announcement = announceTestWallet(parameters, { info, provider })

  return {
    provider,
    info,
    addresses: core.accounts.map((item) => item.address),
    rejectNextRequest: core.rejectNextRequest,
    switchAccount: (index) => session.switchAccount(index),
    switchChain: moveTo,
    reset: session.reset,
    announce: announcement.announce,
    destroy() {
      announcement.stop()
      emitter.clear()
    },
  }
}
