import type { ApiContext } from '../server/api-context.ts'

/** The api's own origin as browsers reach it: `server.publicUrl`, else the request's. */
export function publicOrigin(context: ApiContext, requestUrl: string): string {
  return context.config.server.publicUrl ?? new URL(requestUrl).origin
}
