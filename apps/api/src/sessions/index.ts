export { type SessionAccount, sessionAccountOf, verifySessionSignature } from './session-account.ts'
export {
  registerSessionRoutes,
  SESSION_MAX_LIFETIME_S,
  SESSION_MESSAGE_MAX_AGE_S,
} from './sessions-route.ts'
