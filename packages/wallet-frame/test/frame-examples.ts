import type { FrameRequestType } from '../src/messages/frame-requests.ts'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

/** A valid request payload and a valid reply payload of every request type. */
export const FRAME_EXAMPLES: Record<FrameRequestType, { request: unknown; reply: unknown }> = {
  SWITCH_NETWORK: { request: { chainId: 31337 }, reply: { chainId: 31337 } },
  CONNECT_EMAIL: { request: { email: 'ada@example.com' }, reply: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { request: {}, reply: {} },
  CONNECT_OTP: { request: { otp: '123456' }, reply: {} },
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: 'github' },
    reply: { uri: 'http://127.0.0.1:8787/auth/github' },
  },
  CONNECT_SOCIAL: {
    request: { uri: 'http://127.0.0.1:5173/?code=abc' },
    reply: { userName: 'ada' },
  },
  GET_FARCASTER_URI: { request: {}, reply: { url: 'http://127.0.0.1:8787/farcaster/1' } },
  CONNECT_FARCASTER: { request: {}, reply: { userName: 'ada' } },
  GET_USER: {
    request: { chainId: 31337, preferredAccountType: 'eoa' },
    reply: {
      email: 'ada@example.com',
      address,
      chainId: 31337,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    },
  },
  SIGN_OUT: { request: {}, reply: {} },
  IS_CONNECTED: { request: {}, reply: { isConnected: true } },
  GET_CHAIN_ID: { request: {}, reply: { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } },
  RPC_REQUEST: {
    request: { method: 'eth_chainId', params: [] },
    reply: { result: '0x7a69' },
  },
  RPC_ABORT: { request: {}, reply: {} },
  RPC_APPROVAL: { request: { requestId: 'approval-0001', approved: true }, reply: {} },
  UPDATE_EMAIL: { request: { email: 'new@example.com' }, reply: { action: 'VERIFY_PRIMARY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { request: { otp: '000111' }, reply: {} },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: { otp: '222333' },
    reply: { newEmail: 'new@example.com' },
  },
  SYNC_THEME: {
    request: { themeMode: 'dark', themeVariables: { '--apkt-accent': '#00f' } },
    reply: {},
  },
  SYNC_DAPP_DATA: {
    request: {
      sdkType: 'appkit',
      sdkVersion: '0.0.0',
      metadata: { name: 'Lab', description: '', url: 'http://127.0.0.1:5173', icons: [] },
    },
    reply: {},
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: {},
    reply: { smartAccountEnabledNetworks: [31337] },
  },
  INIT_SMART_ACCOUNT: { request: {}, reply: { address, isDeployed: false } },
  SET_PREFERRED_ACCOUNT: {
    request: { type: 'smartAccount' },
    reply: { type: 'smartAccount', address },
  },
  RELOAD: { request: {}, reply: {} },
}
