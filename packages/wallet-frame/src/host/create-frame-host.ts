import { ProviderRpcError } from '@openappkit/common/errors'
import { isSafeRpcMethod, requiresApproval } from '@openappkit/controllers'
import type { Hex } from 'viem'
import { FRAME_MESSAGE_SOURCE, parseFrameRequest } from '../messages/frame-envelopes.ts'
import type { FrameRequestPayload, FrameRequestType } from '../messages/frame-requests.ts'
import { checkEvmSigningRequest, isEvmSigningMethod, signEvmRequest } from './evm-signer.ts'
import type { FrameApi } from './frame-api.ts'
import { FrameApiError } from './frame-api.ts'
import { type EmbeddedKeys, embeddedKeysOf, newEmbeddedSecret } from './keys/embedded-keys.ts'
import { combineShares, splitSecret } from './keys/split-secret.ts'
import {
  checkSolanaSigningRequest,
  isSolanaSigningMethod,
  signSolanaRequest,
} from './solana-signer.ts'

/** Where the frame keeps its half of each account's secret and the session (its own origin). */
export type FrameStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

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

type Handler = (payload: never, origin: string) => Promise<unknown>
type Failure = { code: number; message: string }

const SEEN_IDS_KEPT = 1_000
// As long as the emailed link is valid (the api's code lifetime).
const DEVICE_APPROVAL_WAIT_MS = 10 * 60_000
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
  let keys: EmbeddedKeys | undefined
  let email = storage.getItem('email') ?? undefined
  let chainId = parameters.chainId

  // This browser profile's frame, as the api knows it (device approval by email).
  const deviceId = (() => {
    const stored = storage.getItem('device-id')
    if (stored) return stored
    const bytes = crypto.getRandomValues(new Uint8Array(18))
    const id = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
    storage.setItem('device-id', id)
    return id
  })()

  const unlock = async (token: string, account: string) => {
    const deviceKey = `device-share:${account}`
    const authShare = await api.getKeyShare(token)
    let deviceShare = storage.getItem(deviceKey)
    if (authShare && !deviceShare) {
      // A device the account approved from its email takes the recovery share as its own.
      deviceShare = (await api.getRecoveryShare(token, deviceId)) ?? null
      if (!deviceShare) {
        throw new ProviderRpcError(4100, {
          message: 'This device is not approved for the account yet',
        })
      }
      storage.setItem(deviceKey, deviceShare)
    }
    if (authShare && deviceShare) {
      keys = embeddedKeysOf(await combineShares(deviceShare, authShare))
      return
    }
    const shares = await splitSecret(newEmbeddedSecret())
    await api.putKeyShare(token, {
      share: shares.authShare,
      recoveryShare: shares.recoveryShare,
      deviceId,
    })
    storage.setItem(deviceKey, shares.deviceShare)
    keys = embeddedKeysOf(await combineShares(shares.deviceShare, shares.authShare))
  }
  let pendingEmail: string | undefined
  const sessionToken = () => {
    const token = storage.getItem('session')
    if (!keys || !token) throw new ProviderRpcError(4100, { message: 'Not signed in' })
    return token
  }
  const requirePendingEmail = () => {
    if (!pendingEmail) throw new ProviderRpcError(4100, { message: 'Start the email update first' })
    return pendingEmail
  }
  const requireKeys = () => {
    if (!keys) throw new ProviderRpcError(4100, { message: 'Not signed in' })
    return keys
  }
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

  const handlers: Partial<Record<FrameRequestType, Handler>> = {
    CONNECT_EMAIL: async ({ email: address }: FrameRequestPayload<'CONNECT_EMAIL'>) => {
      const { action } = await api.sendEmailCode(address, deviceId)
      email = address.toLowerCase()
      return { action }
    },
    CONNECT_DEVICE: async () => {
      if (!email) throw new ProviderRpcError(4100, { message: 'Start with an email first' })
      const address = email
      // Until the visitor opens the emailed link, at most as long as the link is valid.
      const deadline = Date.now() + DEVICE_APPROVAL_WAIT_MS
      while (!(await api.isDeviceApproved(address, deviceId))) {
        if (Date.now() > deadline) {
          throw new ProviderRpcError(4100, { message: 'The device was not approved in time' })
        }
        await new Promise((resolve) => setTimeout(resolve, parameters.devicePollMs ?? 1_000))
      }
      await api.sendEmailCode(address, deviceId)
      return {}
    },
    CONNECT_OTP: async ({ otp }: FrameRequestPayload<'CONNECT_OTP'>) => {
      if (!email) throw new ProviderRpcError(4100, { message: 'Start with an email first' })
      const { sessionToken } = await api.verifyEmailCode(email, otp)
      await unlock(sessionToken, email)
      storage.setItem('email', email)
      storage.setItem('session', sessionToken)
      return {}
    },
    UPDATE_EMAIL: async ({ email: next }: FrameRequestPayload<'UPDATE_EMAIL'>) => {
      await api.startEmailUpdate(sessionToken(), next)
      pendingEmail = next.toLowerCase()
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }: FrameRequestPayload<'UPDATE_EMAIL_PRIMARY_OTP'>) => {
      await api.verifyEmailUpdatePrimary(sessionToken(), requirePendingEmail(), otp)
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({
      otp,
    }: FrameRequestPayload<'UPDATE_EMAIL_SECONDARY_OTP'>) => {
      const next = requirePendingEmail()
      await api.verifyEmailUpdateSecondary(sessionToken(), next, otp)
      // This device's share follows the account to its new address.
      const share = email ? storage.getItem(`device-share:${email}`) : null
      if (share) storage.setItem(`device-share:${next}`, share)
      if (email) storage.removeItem(`device-share:${email}`)
      email = next
      pendingEmail = undefined
      storage.setItem('email', next)
      return { newEmail: next }
    },
    GET_SOCIAL_REDIRECT_URI: async (
      { provider }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>,
      origin,
    ) => api.startSocialLogin(provider, origin),
    CONNECT_SOCIAL: async ({ uri }: FrameRequestPayload<'CONNECT_SOCIAL'>) => {
      const session = await api.finishSocialLogin(uri)
      await unlock(session.sessionToken, session.email)
      email = session.email
      storage.setItem('email', session.email)
      storage.setItem('session', session.sessionToken)
      return session.userName ? { userName: session.userName } : {}
    },
    IS_CONNECTED: async () => {
      const token = storage.getItem('session')
      if (!keys && token && email) await unlock(token, email).catch(() => undefined)
      return { isConnected: keys !== undefined }
    },
    GET_USER: async ({ chainId: asked }: FrameRequestPayload<'GET_USER'>) => {
      const { evm, solana } = requireKeys()
      // A numeric chain is EVM; a cluster reference (a string) asks for the Solana account.
      const address = typeof asked === 'string' ? solana.address : evm.address
      return {
        email: email ?? null,
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
      keys = undefined
      storage.removeItem('session')
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
