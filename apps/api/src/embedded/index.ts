export { EMBEDDED_SESSION_TTL_MS, registerEmailLoginRoutes } from './email-login-routes.ts'
export { registerKeyShareRoutes } from './key-share-routes.ts'
