import { ProviderRpcError } from '@openappkit/common/errors'
import { isSafeRpcMethod, requiresApproval } from '@openappkit/controllers'
import type { Hex } from 'viem'
import { FRAME_MESSAGE_SOURCE, parseFrameRequest } from '../messages/frame-envelopes.ts'
import type { FrameRequestPayload, FrameRequestType } from '../messages/frame-requests.ts'
import { checkEvmSigningRequest, isEvmSigningMethod, signEvmRequest } from './evm-signer.ts'
import type { FrameApi } from './frame-api.ts'
import { FrameApiError } from './frame-api.ts'
import { createFrameSession, type FrameStorage } from './frame-session.ts'
import { type FrameHandler, loginHandlers } from './login-handlers.ts'
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
}

type Failure = { code: number; message: string }

const SEEN_IDS_KEPT = 1_000
const notAllowed = () =>
  new ProviderRpcError(4200, { message: 'Requested RPC call is not allowed' })

/**
 * The wallet frame's side (it runs on its own origin): takes only valid requests from allowed
 * origins, each id once; signs in by email through the api, makes or rebuilds the account's
 * secret from its two halves, answers the safe RPC list and asks the dapp for approval first
 * for the rest (SPEC §6). Keys never leave this object; replies carry addresses and signatures.
 */
export function createFrameHost(parameters: CreateFrameHostParameters) {
  const { api, storage, allowedOrigins } = parameters
  const seen = new Set<string>()
  const approvals = new Map<string, (approved: boolean) => void>()
  let chainId = parameters.chainId
  const session = createFrameSession(api, storage)
  const { requireKeys } = session
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
    GET_USER: async ({ chainId: asked }: FrameRequestPayload<'GET_USER'>) => {
      const { evm, solana } = requireKeys()
      // A numeric chain is EVM; a cluster reference (a string) asks for the Solana account.
      const address = typeof asked === 'string' ? solana.address : evm.address
      return {
        // Accounts signed in with Farcaster are `farcaster:{fid}`: no email.
        email: session.account?.includes('@') ? session.account : null,
        address,
        chainId: asked ?? chainId,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }
    },
    GET_CHAIN_ID: async () => ({ chainId }),
    SWITCH_NETWORK: async ({ chainId: next }: FrameRequestPayload<'SWITCH_NETWORK'>) => {
      if (typeof next !== 'number') throw notAllowed()
      chainId = next
      return { chainId }
    },
    SIGN_OUT: async () => {
      session.signOut()
      return {}
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
      if (method === 'eth_accounts') return { result: [evm.address] }
      if (method === 'eth_chainId') return { result: `0x${chainId.toString(16)}` }
      if (isSafeRpcMethod(method))
        return { result: await parameters.forwardRpc(method, params ?? [], chainId) }
      if (requiresApproval(method) && isSolanaSigningMethod(method)) {
        const { solana } = requireKeys()
        checkSolanaSigningRequest(method, params, solana.address)
        if (!(await askApproval(origin, method, params))) {
          throw new ProviderRpcError(4001, { message: 'User rejected the request.' })
        }
        return { result: signSolanaRequest(solana.seed, method, params, solana.address) }
      }
      if (!requiresApproval(method) || !isEvmSigningMethod(method)) throw notAllowed()
      checkEvmSigningRequest(method, params, evm.address as Hex)
      if (!(await askApproval(origin, method, params))) {
        throw new ProviderRpcError(4001, { message: 'User rejected the request.' })
      }
      const at = chainId
      const rpc = (name: string, list: unknown[]) => parameters.forwardRpc(name, list, at)
      return { result: await signEvmRequest(evm.privateKey, method, params, { chainId: at, rpc }) }
    },
  }

  const failureOf = (error: unknown): Failure => {
    if (error instanceof FrameApiError) return { code: -32000, message: error.apiMessage }
    const { code, message } = (error ?? {}) as Partial<Failure>
    return typeof code === 'number' && typeof message === 'string'
      ? { code, message }
      : { code: -32603, message: 'Internal error' }
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
          throw new ProviderRpcError(4200, { message: `${request.type} is not supported yet` })
        }
        const payload = await handler(request.payload as never, origin)
        parameters.post({ ...reply, ok: true, payload }, origin)
      } catch (error) {
        parameters.post({ ...reply, ok: false, error: failureOf(error) }, origin)
      }
    },
  }
}
