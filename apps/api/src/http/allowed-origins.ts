import type { Context } from 'hono'
import type { ApiConfig } from '../config/index.ts'
import type { AppEnv } from './app-env.ts'

/** The origins allowed for this request: its project's, or the configuration's global list. */
export function allowedOriginsOf(c: Context<AppEnv>, config: ApiConfig): readonly string[] {
  return c.var.project?.allowedOrigins ?? config.allowedOrigins
}
