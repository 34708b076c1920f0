export { registerSupportedChainsRoutes, supportedChains } from './supported-chains-route.ts'
