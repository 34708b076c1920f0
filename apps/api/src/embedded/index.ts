export { EMBEDDED_SESSION_TTL_MS, registerEmailLoginRoutes } from './email-login-routes.ts'
export { registerEmbeddedRpcRoutes } from './embedded-rpc-routes.ts'
export { framePageSecurityPolicy, registerFramePageRoutes } from './frame-page-routes.ts'
export { registerKeyShareRoutes } from './key-share-routes.ts'
