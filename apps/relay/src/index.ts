export {
  type CreateClientJwtParameters,
  type CreateClientJwtReturnType,
  createClientJwt,
} from './auth/create-client-jwt.ts'
export { decodeDidKey, encodeDidKey } from './auth/did-key.ts'
export {
  type VerifyClientJwtParameters,
  type VerifyClientJwtReturnType,
  verifyClientJwt,
} from './auth/verify-client-jwt.ts'
export type { Mailbox, RelayBus, RelayMessage } from './mailbox/mailbox.ts'
export { createMemoryBus, createMemoryMailbox } from './mailbox/memory-mailbox.ts'
export {
  connectRedisRelayStorage,
  type RedisRelayStorage,
} from './redis/redis-mailbox.ts'
export { MailboxFullError, RelayError } from './relay/relay-error.ts'
export {
  DEFAULT_PING_INTERVAL_MS,
  DEFAULT_RELAY_LIMITS,
  type RelayLimits,
  type RelayOptions,
} from './relay/relay-options.ts'
export { type StartRelayReturnType, startRelay } from './relay/start-relay.ts'
