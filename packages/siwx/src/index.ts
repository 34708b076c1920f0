export type {
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '@openappkit/controllers'
export { ApiSIWX, type ApiSIWXOptions } from './configs/api-siwx.ts'
export { DefaultSIWX, type DefaultSIWXOptions } from './configs/default-siwx.ts'
export { defaultVerifiers } from './configs/default-verifiers.ts'
export { SIWXConfig, type SIWXConfigOptions } from './configs/siwx-config.ts'
export {
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
} from './message/parse-siwx-message.ts'
export {
  type SerializeSiwxMessageReturnType,
  serializeSiwxMessage,
} from './message/serialize-siwx-message.ts'
export { SIWX_MESSAGE_MAX_LENGTH } from './message/siwx-message-grammar.ts'
export { SIWX_CHAIN_NAMES, type SiwxNamespace } from './message/siwx-namespaces.ts'
export {
  InformalMessenger,
  type InformalMessengerOptions,
} from './messengers/informal-messenger.ts'
export { randomNonce } from './messengers/random-nonce.ts'
export { SIWXMessenger, type SIWXMessengerOptions } from './messengers/siwx-messenger.ts'
export {
  ApiSessionStorage,
  type ApiSessionStorageOptions,
} from './storages/api-session-storage.ts'
export { LocalStorage, type LocalStorageOptions } from './storages/local-storage.ts'
export type { SIWXStorage } from './storages/siwx-storage.ts'
export { BIP122Verifier } from './verifiers/bip122-verifier.ts'
export { EIP155Verifier, type EIP155VerifierOptions } from './verifiers/eip155/eip155-verifier.ts'
export { SIWXVerifier } from './verifiers/siwx-verifier.ts'
export { SolanaVerifier } from './verifiers/solana/solana-verifier.ts'
export {
  SIWX_CLOCK_SKEW_SECONDS,
  type ValidateSiwxMessageParameters,
  validateSiwxMessage,
} from './verify/validate-siwx-message.ts'
export {
  type VerifySiwxSessionParameters,
  type VerifySiwxSessionReturnType,
  verifySiwxSession,
} from './verify/verify-siwx-session.ts'
