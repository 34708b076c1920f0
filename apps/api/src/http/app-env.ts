import type { HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Project } from '../projects/project.ts'

/** Values middleware leaves on the context for later middleware and routes. */
export type AppVariables = {
  /**
   * The request's project (its `projectId`), set before CORS and the rate limit; undefined when
   * the request names none, or names one this single-tenant install does not keep (global
   * settings apply).
   */
  project: Project | undefined
  /** The request's id: its `X-Request-Id` when it sent a valid one, else a new UUID; echoed back. */
  requestId: string
}

/** Hono environment: node bindings exist behind the real server, not under `app.request`. */
export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: AppVariables }

/** The api's Hono application. */
export type App = Hono<AppEnv>
