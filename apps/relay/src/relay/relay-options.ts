import type { Mailbox, RelayBus } from '../mailbox/mailbox.ts'

/** What one relay process refuses beyond; each refusal is a JSON-RPC error or a close reason. */
export type RelayLimits = {
  /** Largest `message` a publish may carry, in bytes (the UTF-8 length of its text). */
  maxMessageBytes: number
  /** Topics one socket may be subscribed to at once. */
  maxSubscriptionsPerSocket: number
  /** Open sockets from one IP address. */
  maxConnectionsPerIp: number
  /** Undelivered messages one topic may hold. */
  maxMessagesPerTopic: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: 256 * 1024,
  maxSubscriptionsPerSocket: 1000,
  maxConnectionsPerIp: 500,
  maxMessagesPerTopic: 500,
}

/**
 * How often the relay pings every socket, in ms. The Node WalletConnect client drops a socket
 * that hears nothing for 35 s, so this stays well below.
 */
export const DEFAULT_PING_INTERVAL_MS = 20_000

/** How long a stopping relay waits for its sockets to close before it cuts them. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 5_000

export type RelayOptions = {
  host?: string | undefined
  /** 0 picks a free port. */
  port?: number | undefined
  limits?: Partial<RelayLimits> | undefined
  pingIntervalMs?: number | undefined
  /** Where messages wait; one process's memory unless given. */
  mailbox?: Mailbox | undefined
  bus?: RelayBus | undefined
  /**
   * `redis://host:port`: mailbox and bus in Redis, so several relay processes behind one address
   * serve the same topics (docs/project/architecture.md §10). Ignored when `mailbox` and `bus` are
   * given.
   */
  redisUrl?: string | undefined
  /** Called with one line per notable event (connections refused, errors). */
  log?: ((line: string) => void) | undefined
  /**
   * On stop, how long sockets get to close after the relay asked them to (close 1001, "going
   * away": clients reconnect, behind a load balancer to another process) and requests being
   * handled get to finish; then the rest are cut. Default 5 000 ms.
   */
  shutdownTimeoutMs?: number | undefined
  /** When set, `GET /metrics` asks for `Authorization: Bearer <token>`. */
  metricsToken?: string | undefined
}
