// The frame host's side: what only the wallet frame, on its own origin, runs. Its own entry so
// the dapp's bundle never carries key code.

export { type CreateFrameHostParameters, createFrameHost } from './host/create-frame-host.ts'
export { EVM_SIGNING_METHODS, signEvmRequest } from './host/evm-signer.ts'
export { createFrameApi, type FrameApi, FrameApiError } from './host/frame-api.ts'
export type { FrameStorage } from './host/frame-session.ts'
export {
  EMBEDDED_SECRET_BYTES,
  type EmbeddedKeys,
  embeddedKeysOf,
  newEmbeddedSecret,
} from './host/keys/embedded-keys.ts'
export { combineShares, type SecretShares, splitSecret } from './host/keys/split-secret.ts'
export {
  type ChainRpc,
  type SmartAccountNetwork,
  smartAccountNetworkSchema,
} from './host/smart-account/smart-account-network.ts'
export {
  type EmbeddedSmartAccount,
  type ToEmbeddedSmartAccountParameters,
  toEmbeddedSmartAccount,
} from './host/smart-account/to-embedded-smart-account.ts'
