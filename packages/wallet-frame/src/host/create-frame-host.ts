import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import { isSafeRpcMethod, requiresApproval } from '@openappkit/controllers'
import type { Hex } from 'viem'
import { FRAME_MESSAGE_SOURCE, parseFrameRequest } from '../messages/frame-envelopes.ts'
import type { FrameRequestPayload, FrameRequestType } from '../messages/frame-requests.ts'
import {
  checkEvmSigningRequest,
  checkEvmTransactionFunds,
  isEvmSigningMethod,
  signEvmRequest,
} from './evm-signer.ts'
import type { FrameApi } from './frame-api.ts'
import { FrameApiError } from './frame-api.ts'
import { createFrameSession, type FrameStorage } from './frame-session.ts'
import { type FrameHandler, loginHandlers } from './login-handlers.ts'
import type { ChainRpc, SmartAccountNetwork } from './smart-account/smart-account-network.ts'
import { createSmartAccountRpc, NOT_HANDLED } from './smart-account/smart-account-rpc.ts'
import { createSmartAccountWallet } from './smart-account/smart-account-wallet.ts'
import {
  checkSolanaSigningRequest,
  isSolanaSigningMethod,
  signSolanaRequest,
} from './solana-signer.ts'

export type CreateFrameHostParameters = {
  /** Dapp origins allowed to talk to this frame (the project's allow-list). */
  allowedOrigins: readonly string[]
  api: FrameApi
  storage: FrameStorage
  /** Posts a message to a dapp origin (`window.parent.postMessage(message, origin)`). */
  post(message: unknown, origin: string): void
  /** The EVM chain the wallet starts on. */
  chainId: number
  /** How often CONNECT_DEVICE asks the api whether the emailed link was opened (1 s). */
  devicePollMs?: number | undefined
  /** Answers the safe RPC reads (the chain's node). */
  forwardRpc(method: string, params: unknown, chainId: number): Promise<unknown>
  /** The chains with a smart account and how to reach their bundler; none: EOA only. */
  smartAccounts?:
    | {
        networks: readonly SmartAccountNetwork[]
        bundlerRpc: ChainRpc
        /** How often a UserOperation's receipt is asked for (1 s). */
        pollingIntervalMs?: number | undefined
      }
    | undefined
}

type Failure = { code: number; message: string; data?: unknown }

const SEEN_IDS_KEPT = 1_000
const notAllowed = () =>
  new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
    message: 'Requested RPC call is not allowed',
  })

/**
 * The wallet frame's side (it runs on its own origin): takes only valid requests from allowed
 * origins, each id once; signs in by email through the api, makes or rebuilds the account's
 * secret from its two halves, answers the safe RPC list and asks the dapp for approval first
 * for the rest (docs/project/behaviour.md §6). Keys never leave this object; replies carry
 * addresses and signatures.
 */
export function createFrameHost(parameters: CreateFrameHostParameters) {
  const { api, storage, allowedOrigins } = parameters
  const seen = new Set<string>()
  const approvals = new Map<string, (approved: boolean) => void>()
  let chainId = parameters.chainId
  const session = createFrameSession(api, storage)
  const { requireKeys } = session
  // Without smart accounts no chain is enabled, so no bundler is ever asked; said clearly if so.
  const bundlerRpc: ChainRpc =
    parameters.smartAccounts?.bundlerRpc ??
    (async () => {
      throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
        message: 'This wallet has no bundler configured',
      })
    })
  const wallet = createSmartAccountWallet({
    networks: parameters.smartAccounts?.networks ?? [],
    storage,
    rpc: parameters.forwardRpc,
    bundlerRpc,
    pollingIntervalMs: parameters.smartAccounts?.pollingIntervalMs,
  })
  const smartAccountRpc = createSmartAccountRpc(wallet, bundlerRpc)
  const evmChainOf = (asked: number | string | undefined) =>
    typeof asked === 'number' ? asked : chainId
  const askApproval = (origin: string, method: string, params: unknown) =>
    new Promise<boolean>((resolve) => {
      const requestId = crypto.randomUUID()
      approvals.set(requestId, resolve)
      parameters.post(
        {
          source: FRAME_MESSAGE_SOURCE,
          event: 'RPC_APPROVAL_REQUEST',
          payload: { requestId, method, params },
        },
        origin,
      )
    })

  const handlers: Partial<Record<FrameRequestType, FrameHandler>> = {
    ...loginHandlers({ api, session, storage, pollMs: parameters.devicePollMs ?? 1_000 }),
    IS_CONNECTED: async () => ({ isConnected: await session.resume() }),
    GET_USER: async ({ chainId: asked, preferredAccountType }: FrameRequestPayload<'GET_USER'>) => {
      const { evm, solana } = requireKeys()
      // Accounts signed in with Farcaster are `farcaster:{fid}`: no email.
      const email = session.account?.includes('@') ? session.account : null
      // A numeric chain is EVM; a cluster reference (a string) asks for the Solana account.
      if (typeof asked === 'string') {
        const address = solana.address
        const eoa = 'eoa' as const
        const accounts = [{ address, type: eoa }]
        return { email, address, chainId: asked, accounts, preferredAccountType: eoa }
      }
      const at = evmChainOf(asked)
      // The dapp's remembered choice applies where docs/project/behaviour.md §4 allows it;
      // elsewhere the frame's stays.
      if (preferredAccountType) {
        await wallet.setPreferredAccountType(evm, at, preferredAccountType).catch(() => undefined)
      }
      return { email, chainId: at, ...(await wallet.describe(evm, at)) }
    },
    GET_CHAIN_ID: async () => ({ chainId }),
    SWITCH_NETWORK: async ({ chainId: next }: FrameRequestPayload<'SWITCH_NETWORK'>) => {
      if (typeof next !== 'number') throw notAllowed()
      chainId = next
      return { chainId }
    },
    SIGN_OUT: async () => {
      session.signOut()
      wallet.clear()
      return {}
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
      smartAccountEnabledNetworks: wallet.enabledNetworks(),
    }),
    INIT_SMART_ACCOUNT: async () => {
      const account = await wallet.smartAccountOf(requireKeys().evm, chainId)
      return { address: account.address, isDeployed: await account.isDeployed() }
    },
    SET_PREFERRED_ACCOUNT: async ({ type }: FrameRequestPayload<'SET_PREFERRED_ACCOUNT'>) => {
      const active = await wallet.setPreferredAccountType(requireKeys().evm, chainId, type)
      return { type: active.type, address: active.address }
    },
    SYNC_THEME: async () => ({}),
    SYNC_DAPP_DATA: async () => ({}),
    RPC_APPROVAL: async ({ requestId, approved }: FrameRequestPayload<'RPC_APPROVAL'>) => {
      approvals.get(requestId)?.(approved)
      approvals.delete(requestId)
      return {}
    },
    RPC_ABORT: async () => {
      // The dapp gave up (modal closed): every request still waiting for an answer is rejected.
      for (const resolve of approvals.values()) resolve(false)
      approvals.clear()
      return {}
    },
    RPC_REQUEST: async ({ method, params }: FrameRequestPayload<'RPC_REQUEST'>, origin) => {
      const { evm } = requireKeys()
      if (method === 'eth_accounts') {
        return { result: [(await wallet.activeAccount(evm, chainId)).address] }
      }
      if (method === 'eth_chainId') return { result: `0x${chainId.toString(16)}` }
      const smart = await smartAccountRpc(method, params, {
        owner: evm,
        chainId,
        approve: () => askApproval(origin, method, params),
      })
      if (smart !== NOT_HANDLED) return { result: smart }
      if (isSafeRpcMethod(method))
        return { result: await parameters.forwardRpc(method, params ?? [], chainId) }
      if (requiresApproval(method) && isSolanaSigningMethod(method)) {
        const { solana } = requireKeys()
        checkSolanaSigningRequest(method, params, solana.address)
        if (!(await askApproval(origin, method, params))) {
          throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest, {
            message: 'User rejected the request.',
          })
        }
        return { result: signSolanaRequest(solana.seed, method, params, solana.address) }
      }
      if (!requiresApproval(method) || !isEvmSigningMethod(method)) throw notAllowed()
      checkEvmSigningRequest(method, params, evm.address as Hex)
      const at = chainId
      const rpc = (name: string, list: unknown[]) => parameters.forwardRpc(name, list, at)
      // A transaction the account cannot pay fails here, before the visitor is asked.
      if (method === 'eth_sendTransaction') {
        await checkEvmTransactionFunds(params, { address: evm.address as Hex, chainId: at, rpc })
      }
      if (!(await askApproval(origin, method, params))) {
        throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest, {
          message: 'User rejected the request.',
        })
      }
      return { result: await signEvmRequest(evm.privateKey, method, params, { chainId: at, rpc }) }
    },
  }

  const failureOf = (error: unknown): Failure => {
    if (error instanceof FrameApiError) {
      // The api's catalogue code travels with it, so the dapp shows its own words for it.
      return error.apiCode
        ? { code: -32000, message: error.apiMessage, data: error.apiCode }
        : { code: -32000, message: error.apiMessage }
    }
    const { code, message, data } = (error ?? {}) as Partial<Failure>
    if (typeof code !== 'number' || typeof message !== 'string') {
      return { code: -32603, message: 'Internal error' }
    }
    // The node's own wording travels as text (it is how the dapp maps the error); nothing else.
    return typeof data === 'string' ? { code, message, data } : { code, message }
  }

  return {
    /**
     * Tells the embedding dapp the frame listens: `parentOrigin` when the browser names it and it
     * is allowed, else every allowed origin (only the embedding one receives it).
     */
    announce(parentOrigin?: string) {
      const targets =
        parentOrigin && allowedOrigins.includes(parentOrigin) ? [parentOrigin] : allowedOrigins
      for (const origin of targets) {
        parameters.post({ source: FRAME_MESSAGE_SOURCE, event: 'READY', payload: {} }, origin)
      }
    },
    /** One incoming message; anything not from an allowed origin, malformed or replayed is dropped. */
    async receive(data: unknown, origin: string): Promise<void> {
      if (!allowedOrigins.includes(origin)) return
      const request = parseFrameRequest(data)
      if (!request || seen.has(request.id)) return
      seen.add(request.id)
      if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string)
      const reply = { source: FRAME_MESSAGE_SOURCE, id: request.id, type: request.type }
      const handler = handlers[request.type]
      try {
        if (!handler) {
          throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
            message: `${request.type} is not supported yet`,
          })
        }
        const payload = await handler(request.payload as never, origin)
        parameters.post({ ...reply, ok: true, payload }, origin)
      } catch (error) {
        parameters.post({ ...reply, ok: false, error: failureOf(error) }, origin)
      }
    },
  }
}
