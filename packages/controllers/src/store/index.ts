export { type CreateStoreParameters, createStore } from './create-store.ts'
export type { AppKitState, AppKitStateSlice } from './types.ts'
