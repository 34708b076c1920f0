export type {
  CreateAppKitOptions,
  CustomRpcUrl,
  CustomWalletOption,
  IncumbentFeatures,
  IncumbentOptions,
} from './types.ts'
export { InvalidOptionError, validateOptions } from './validate-options.ts'
