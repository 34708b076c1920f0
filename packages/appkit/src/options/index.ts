export type {
  CreateAppKitOptions,
  CustomRpcUrl,
  IncumbentFeatures,
  IncumbentOptions,
} from './types.ts'
export { InvalidOptionError, validateOptions } from './validate-options.ts'
