export { registerDeviceRoutes } from './device-approval.ts'
export { registerEmailLoginRoutes } from './email-login-routes.ts'
export { registerEmailUpdateRoutes } from './email-update-routes.ts'
export { BUNDLER_METHODS, registerEmbeddedBundlerRoutes } from './embedded-bundler-routes.ts'
export { registerEmbeddedRpcRoutes } from './embedded-rpc-routes.ts'
export { registerFarcasterLoginRoutes } from './farcaster-login-routes.ts'
export { framePageSecurityPolicy, registerFramePageRoutes } from './frame-page-routes.ts'
export { registerKeyShareRoutes } from './key-share-routes.ts'
export { EMBEDDED_SESSION_TTL_MS } from './session-of.ts'
export {
  type SmartAccountChain,
  smartAccountChainsOf,
} from './smart-account-networks.ts'
export { registerSocialLoginRoutes } from './social-login-routes.ts'
