export { AppKitError, type AppKitErrorParameters, isAppKitError } from './app-kit-error.ts'
export { type ErrorMessageKey, ErrorMessages } from './messages.ts'
