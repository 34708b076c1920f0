// The frame host's side: what only the wallet frame, on its own origin, runs. Its own entry so
// the dapp's bundle never carries key code.
export {
  EMBEDDED_SECRET_BYTES,
  type EmbeddedKeys,
  embeddedKeysOf,
  newEmbeddedSecret,
} from './host/keys/embedded-keys.ts'
export { combineShares, type SecretShares, splitSecret } from './host/keys/split-secret.ts'
