export type { CreateAppKitOptions, CustomRpcUrl } from './types.ts'
export { InvalidOptionError, validateOptions } from './validate-options.ts'
