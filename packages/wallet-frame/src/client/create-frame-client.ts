import type { AccountType } from '@openappkit/common/validation'
import type { EmbeddedWalletAccountEvent, EmbeddedWalletClient } from '@openappkit/controllers'
import type { EmbeddedWalletUser, FrameReplyPayload } from '../messages/frame-replies.ts'
import type { FrameRequestPayload } from '../messages/frame-requests.ts'
import { type CreateFrameChannelParameters, createFrameChannel } from './frame-channel.ts'

export type CreateFrameClientParameters = CreateFrameChannelParameters

/** What changed the signed-in user's account (the controllers' event, re-exported). */
export type FrameAccountEvent = EmbeddedWalletAccountEvent

/** The RPC methods whose success may deploy the smart account. */
const SENDING_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

/**
 * The embedded wallet seen from the dapp: the controllers' {@link EmbeddedWalletClient} (the
 * login and email-update steps) plus the rest of docs/project/behaviour.md §7, each one request to
 * the frame.
 */
export type FrameClient = Omit<
  EmbeddedWalletClient,
  'getUser' | 'getSmartAccountEnabledNetworks' | 'setPreferredAccount' | 'onAccountEvent'
> & {
  getUser(parameters?: FrameRequestPayload<'GET_USER'>): Promise<EmbeddedWalletUser>
  /**
   * Ends the session; waits for the frame at most the sign-out wait (docs/project/behaviour.md §9),
   * then goes on.
   */
  signOut(): Promise<void>
  getChainId(): Promise<FrameReplyPayload<'GET_CHAIN_ID'>>
  switchNetwork(parameters: FrameRequestPayload<'SWITCH_NETWORK'>): Promise<void>
  /** A JSON-RPC request to the wallet in the frame (the AUTH connector's provider calls it). */
  request(parameters: { method: string; params?: unknown }): Promise<unknown>
  /** Cancels the RPC requests waiting for the frame (the visitor closed the modal). */
  abortRpcRequests(): Promise<void>
  /** The visitor's answer to the frame's approval request. */
  respondToApproval(parameters: FrameRequestPayload<'RPC_APPROVAL'>): Promise<void>
  syncTheme(parameters: FrameRequestPayload<'SYNC_THEME'>): Promise<void>
  syncDappData(parameters: FrameRequestPayload<'SYNC_DAPP_DATA'>): Promise<void>
  getSmartAccountEnabledNetworks(): Promise<number[]>
  initSmartAccount(): Promise<FrameReplyPayload<'INIT_SMART_ACCOUNT'>>
  /** Makes `type` the active account on the current chain; listeners hear `accountSwitched`. */
  setPreferredAccount(type: AccountType): Promise<FrameReplyPayload<'SET_PREFERRED_ACCOUNT'>>
  /** Calls `listener` on each {@link FrameAccountEvent}; answers the unsubscribe function. */
  onAccountEvent(listener: (event: FrameAccountEvent) => void): () => void
  reload(): Promise<void>
  /** Starts loading the frame after the init delay (the first request loads it otherwise). */
  preload(): void
  /** Removes the frame; waiting requests reject as cancelled. */
  destroy(): void
}

/** A client of the wallet frame at `frameUrl`, which it loads in a hidden iframe on first use. */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const channel = createFrameChannel(parameters)
  const done = () => undefined
  const listeners = new Set<(event: FrameAccountEvent) => void>()
  const notify = (event: FrameAccountEvent) => {
    for (const listener of listeners) listener(event)
  }
  return {
    connectEmail: ({ email }) => channel.send('CONNECT_EMAIL', { email }),
    connectDevice: () => channel.send('CONNECT_DEVICE', {}).then(done),
    connectOtp: ({ otp }) => channel.send('CONNECT_OTP', { otp }).then(done),
    getSocialRedirectUri: ({ provider }) => channel.send('GET_SOCIAL_REDIRECT_URI', { provider }),
    connectSocial: ({ uri }) => channel.send('CONNECT_SOCIAL', { uri }),
    getFarcasterUri: () => channel.send('GET_FARCASTER_URI', {}),
    connectFarcaster: () => channel.send('CONNECT_FARCASTER', {}),
    updateEmail: ({ email }) => channel.send('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: ({ otp }) =>
      channel.send('UPDATE_EMAIL_PRIMARY_OTP', { otp }).then(done),
    updateEmailSecondaryOtp: ({ otp }) => channel.send('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
    isConnected: () => channel.send('IS_CONNECTED', {}),
    getUser: (payload = {}) => channel.send('GET_USER', payload),
    signOut: () =>
      channel.send('SIGN_OUT', {}, channel.timeouts.signOutWait).then(done, (error: unknown) => {
        // A frame that does not answer in time must not keep the visitor signed in here.
        if ((error as { code?: unknown }).code === 'WALLET_FRAME_REQUEST_TIMEOUT') return
        throw error
      }),
    getChainId: () => channel.send('GET_CHAIN_ID', {}),
    async switchNetwork(payload) {
      const { chainId } = await channel.send('SWITCH_NETWORK', payload)
      notify({ kind: 'networkSwitched', chainId })
    },
    async request({ method, params }) {
      const payload = params === undefined ? { method } : { method, params }
      const { result } = await channel.send('RPC_REQUEST', payload)
      if (SENDING_METHODS.has(method)) notify({ kind: 'sent', method })
      return result
    },
    async abortRpcRequests() {
      channel.abort('RPC_REQUEST')
      await channel.send('RPC_ABORT', {})
    },
    respondToApproval: (payload) => channel.send('RPC_APPROVAL', payload).then(done),
    syncTheme: (payload) => channel.send('SYNC_THEME', payload).then(done),
    syncDappData: (payload) => channel.send('SYNC_DAPP_DATA', payload).then(done),
    getSmartAccountEnabledNetworks: async () =>
      (await channel.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks,
    initSmartAccount: () => channel.send('INIT_SMART_ACCOUNT', {}),
    async setPreferredAccount(type) {
      const active = await channel.send('SET_PREFERRED_ACCOUNT', { type })
      notify({ kind: 'accountSwitched', type: active.type, address: active.address })
      return active
    },
    onAccountEvent(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    reload: () => channel.send('RELOAD', {}).then(done),
    preload: () => channel.preload(),
    destroy() {
      listeners.clear()
      channel.destroy()
    },
  }
}
