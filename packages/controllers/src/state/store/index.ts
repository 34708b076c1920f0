export { type CreateStoreParameters, createStore } from './create-store.ts'
export {
  createState,
  getStateSnapshot,
  type StateSnapshot,
  subscribeState,
} from './reactive-state.ts'
export type { AppKitState, AppKitStateSlice } from './types.ts'
