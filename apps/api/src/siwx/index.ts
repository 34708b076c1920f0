export { type CreateSiwxServiceParameters, createSiwxService } from './create-siwx-service.ts'
export { registerSiwxRoutes, toSiwxApiError } from './siwx-routes.ts'
