export {
  type CreateUniversalAdapterParameters,
  createUniversalAdapter,
} from './create-universal-adapter.ts'
export type { UniversalProvider } from './universal-provider.ts'
