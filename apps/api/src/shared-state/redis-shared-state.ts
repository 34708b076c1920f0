import { createClient } from 'redis'
import type { ApiClock, ApiLogger } from '../server/services.ts'
import { type SharedState, windowStart } from './shared-state.ts'
import { SharedStateUnavailableError } from './shared-state-error.ts'

/** Parameters of {@link connectRedisSharedState}. */
export type ConnectRedisSharedStateParameters = {
  url: string
  clock: ApiClock
  logger: ApiLogger
  /** Every key starts with it, so one Redis can serve several installs (default `openappkit:api:`). */
  keyPrefix?: string | undefined
  /** A command not answered within this long fails (default 500 ms): requests do not hang on Redis. */
  commandTimeoutMs?: number | undefined
}

// Reconnection waits grow by this much per attempt, up to the maximum.
const RECONNECT_STEP_MS = 100
const RECONNECT_MAX_MS = 2_000
// Errors while Redis is down are logged once per this long, not once per request.
const LOG_INTERVAL_MS = 10_000

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Caches and counters in Redis, shared by every api process. The first connection must succeed
 * (a wrong URL stops the start with a clear error); later outages make cache reads miss and cache
 * writes drop (logged), while counters throw {@link SharedStateUnavailableError} so the rate
 * limiter applies its configured fallback. Commands are never queued while disconnected.
 */
export async function connectRedisSharedState(
  parameters: ConnectRedisSharedStateParameters,
): Promise<SharedState> {
  const { clock, logger } = parameters
  let connected = false
  const client = createClient({
    url: parameters.url,
    keyPrefix: parameters.keyPrefix ?? 'openappkit:api:',
    disableOfflineQueue: true,
    commandOptions: { timeout: parameters.commandTimeoutMs ?? 500 },
    socket: {
      connectTimeout: 2_000,
      // Before the first connection, give up (connect() rejects); after it, retry forever.
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min((retries + 1) * RECONNECT_STEP_MS, RECONNECT_MAX_MS) : cause,
    },
  })
  let lastLogged = 0
  const report = (message: string, error: unknown) => {
    const now = Date.now()
    if (now - lastLogged < LOG_INTERVAL_MS) return
    lastLogged = now
    logger.warn(message, { error: describe(error) })
  }
  client.on('error', (error: unknown) => {
    if (connected) report('redis unavailable: caches miss, rate limits fall back', error)
  })
  try {
    await client.connect()
    connected = true
  } catch (error) {
    throw new SharedStateUnavailableError(`Cannot connect to Redis at ${parameters.url}`, {
      cause: error,
      details: describe(error),
    })
  }

  // While disconnected, answer at once instead of waiting for each command's timeout.
  const ready = () => {
    if (!client.isReady) throw new SharedStateUnavailableError('Redis is disconnected')
  }

  let closed: Promise<void> | undefined
  return {
    kind: 'redis',
    cache: {
      async get<T>(key: string) {
        try {
          ready()
          const stored = await client.get(key)
          return stored === null ? undefined : (JSON.parse(stored) as T)
        } catch (error) {
          report('redis cache read failed (answering without the cache)', error)
          return undefined
        }
      },
      async set(key, value, ttlMs) {
        try {
          ready()
          await client.set(key, JSON.stringify(value), {
            expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
          })
        } catch (error) {
          report('redis cache write failed (entry not cached)', error)
        }
      },
      async delete(keys) {
        if (keys.length === 0) return
        try {
          ready()
          await client.del([...keys])
        } catch (error) {
          // Entries left behind expire with their TTL (the balance cache: 30 s).
          report('redis cache delete failed (entries expire with their TTL)', error)
        }
      },
    },
    counter: {
      async hit(key, windowMs) {
        const resetAt = windowStart(clock.now(), windowMs) + windowMs
        const windowKey = `window:${key}:${resetAt}`
        try {
          ready()
          const [count] = await client
            .multi()
            .incr(windowKey)
            .pExpireAt(windowKey, resetAt + 1_000, 'NX')
            .exec()
          return { count: Number(count), resetAt }
        } catch (error) {
          throw new SharedStateUnavailableError('Redis did not count the request', {
            cause: error,
            details: describe(error),
          })
        }
      },
    },
    async ping() {
      if (!client.isReady) return false
      try {
        return (await client.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    close() {
      closed ??= client.isOpen ? client.close().then(() => undefined) : Promise.resolve()
      return closed
    },
  }
}
