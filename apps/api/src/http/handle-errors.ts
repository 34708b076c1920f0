import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { BaseError as ViemError } from 'viem'
import { ApiError } from '../errors/index.ts'
import type { ApiLogger } from '../server/api-context.ts'
import type { AppEnv } from './app-env.ts'

type ErrorBody = {
  message: string
  code?: string
  params?: Readonly<Record<string, string | number>>
  reasons?: { description: string }[]
}

function reply(c: Context<AppEnv>, status: number, body: ErrorBody) {
  return c.json(body, status as 400)
}

/** Turns every error into `{ message, code?, params?, reasons? }` with a 4xx/5xx status; never a stack trace. */
export function createErrorHandler(logger: ApiLogger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) {
        logger.warn('request failed', { path: c.req.path, message: error.message })
      }
      const body: ErrorBody = { message: error.message }
      if (error.code) body.code = error.code
      if (error.code && error.params) body.params = error.params
      if (error.reasons) body.reasons = error.reasons.map(({ description }) => ({ description }))
      return reply(c, error.status, body)
    }
    if (error instanceof HTTPException) {
      const message =
        error.status === 413 ? 'Request body too large' : error.message || 'Bad request'
      return reply(c, error.status, { message })
    }
    if (error instanceof ViemError) {
      // The node is down, slow or refused a read: the client may retry later.
      logger.warn('chain node error', { path: c.req.path, message: error.shortMessage })
      return reply(c, 502, { message: 'The chain node could not answer this request' })
    }
    logger.error('unexpected error', {
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return reply(c, 500, { message: 'Internal server error' })
  }
}

/** 404 for unknown routes, in the same JSON shape. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  reply(c, 404, { message: 'Not found' })
