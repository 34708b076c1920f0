import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError, badRequest } from '../errors/index.ts'

function describe(error: z.ZodError): string {
  const [issue] = error.issues
  if (!issue) return 'invalid value'
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Parses `value` with `schema`; a failure is a 400 naming the first bad field. */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  value: unknown,
  what: string,
): z.output<TSchema> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(`Invalid ${what}: ${describe(parsed.error)}`)
  return parsed.data
}

/** The query string as a plain object (first value of each key). */
export function readQuery(c: Context): Record<string, string> {
  return c.req.query()
}

/** Reads a JSON body: 415 unless the type is JSON, 400 when it does not parse. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError('Content-Type must be application/json', { status: 415 })
  }
  const text = await c.req.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('Invalid JSON body')
  }
}
