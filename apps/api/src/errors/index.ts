export {
  ApiError,
  type ApiErrorParameters,
  type ApiErrorReason,
  badRequest,
  ConfigError,
  notFound,
} from './api-error.ts'
