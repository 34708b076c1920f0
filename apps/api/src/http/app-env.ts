import type { HttpBindings } from '@hono/node-server'
import type { Hono } from 'hono'

/** Hono environment: node bindings exist behind the real server, not under `app.request`. */
export type AppEnv = { Bindings: Partial<HttpBindings> }

/** The api's Hono application. */
export type App = Hono<AppEnv>
