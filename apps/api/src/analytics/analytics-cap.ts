import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import { clientAddressOf } from '../http/client-address.ts'
import type { ApiContext } from '../server/api-context.ts'
import { SharedStateUnavailableError } from '../shared-state/index.ts'

const MINUTE_MS = 60_000

/** What {@link checkAnalyticsCap} decided: accept, or refuse until `retryAfterSeconds`. */
export type AnalyticsCapReturnType =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }

/**
 * Counts one POST /e for the request's project and client address in the current minute (shared
 * by every api process through the shared counter). The client caps its error reports at 5 per
 * minute (docs/project/behaviour.md §8); this bounds what any caller can write. When the shared
 * store cannot answer, events are accepted: analytics is not worth refusing traffic for.
 */
export async function checkAnalyticsCap(
  context: ApiContext,
  c: Context<AppEnv>,
  projectId: string | undefined,
): Promise<AnalyticsCapReturnType> {
  const max = context.config.analytics.maxEventsPerMinute
  if (max === 0) return { allowed: true }
  const client = clientAddressOf(c, context.config.server.trustProxy)
  const key = `analytics|${projectId ?? ''}|${client}`
  try {
    const window = await context.sharedState.counter.hit(key, MINUTE_MS)
    if (window.count <= max) return { allowed: true }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - context.clock.now()) / 1_000))
    return { allowed: false, retryAfterSeconds }
  } catch (error) {
    if (!(error instanceof SharedStateUnavailableError)) throw error
    context.logger.warn('analytics cap store unavailable, accepting the event', {
      error: error.message,
    })
    return { allowed: true }
  }
}
