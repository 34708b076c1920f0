import { sql } from 'kysely'
import { z } from 'zod'
import type { App } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { checkAnalyticsCap } from './analytics-cap.ts'

const DAY_MS = 86_400_000
const MAX_PROPERTIES_JSON = 4_096

/** The body of POST /e (docs/project/behaviour.md §7). */
export const analyticsEventSchema = z.object({
  eventId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  url: z.string().max(2_048),
  domain: z.string().max(253),
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000),
  props: z.object({
    type: z.string().min(1).max(64),
    event: z.string().min(1).max(64),
    properties: z
      .record(z.string().max(64), z.unknown())
      .refine(
        (value) => JSON.stringify(value).length <= MAX_PROPERTIES_JSON,
        'properties too large',
      )
      .optional(),
    errorType: z.string().max(128).optional(),
    errorMessage: z.string().max(1_024).optional(),
    stackTrace: z.string().max(8_192).optional(),
  }),
})

const summaryQuerySchema = commonQuerySchema.extend({
  since: z.coerce.number().int().nonnegative().optional(),
})

/** POST /e stores an event (once per eventId); GET /e/summary counts them for the laboratory. */
export function registerAnalyticsRoutes(app: App, context: ApiContext): void {
  app.post('/e', async (c) => {
    const query = parseInput(commonQuerySchema, c.req.query(), 'query')
    const event = parseInput(analyticsEventSchema, await readJsonBody(c), 'body')
    const cap = await checkAnalyticsCap(context, c, query.projectId)
    if (!cap.allowed) {
      c.header('Retry-After', String(cap.retryAfterSeconds))
      return c.json(
        {
          message: `Too many analytics events: at most ${context.config.analytics.maxEventsPerMinute} per minute`,
        },
        429,
      )
    }
    await context.db
      .insertInto('analytics_events')
      .values({
        event_id: event.eventId,
        project_id: query.projectId ?? null,
        sdk_type: query.st ?? null,
        sdk_version: query.sv ?? null,
        url: event.url,
        domain: event.domain,
        event_timestamp: event.timestamp,
        received_at: context.clock.now(),
        type: event.props.type,
        event: event.props.event,
        properties: event.props.properties ? JSON.stringify(event.props.properties) : null,
        error_type: event.props.errorType ?? null,
        error_message: event.props.errorMessage ?? null,
        stack_trace: event.props.stackTrace ?? null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    return c.json({ success: true }, 202)
  })

  app.get('/e/summary', async (c) => {
    const query = parseInput(summaryQuerySchema, c.req.query(), 'query')
    let base = context.db
      .selectFrom('analytics_events')
      .where('received_at', '>=', query.since ?? 0)
    if (query.projectId !== undefined) base = base.where('project_id', '=', query.projectId)
    const count = sql<number>`count(*)`
    const [totals, byEvent, byType, byDay] = await Promise.all([
      base
        .select([count.as('total'), sql<number | null>`max(received_at)`.as('last')])
        .executeTakeFirst(),
      base
        .select(['event', count.as('count')])
        .groupBy('event')
        .orderBy('count', 'desc')
        .orderBy('event')
        .limit(100)
        .execute(),
      base
        .select(['type', count.as('count')])
        .groupBy('type')
        .orderBy('count', 'desc')
        .orderBy('type')
        .limit(100)
        .execute(),
      base
        .select([sql<number>`received_at / ${sql.lit(DAY_MS)}`.as('day'), count.as('count')])
        .groupBy(sql`received_at / ${sql.lit(DAY_MS)}`)
        .orderBy('day')
        .limit(366)
        .execute(),
    ])
    return c.json({
      total: Number(totals?.total ?? 0),
      lastReceivedAt:
        totals?.last === null || totals?.last === undefined
          ? null
          : new Date(Number(totals.last)).toISOString(),
      byEvent: byEvent.map((row) => ({ event: row.event, count: Number(row.count) })),
      byType: byType.map((row) => ({ type: row.type, count: Number(row.count) })),
      byDay: byDay.map((row) => ({
        day: new Date(Number(row.day) * DAY_MS).toISOString().slice(0, 10),
        count: Number(row.count),
      })),
    })
  })
}
