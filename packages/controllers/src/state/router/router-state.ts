import type { RouterState } from './types.ts'

/** The router on Connect with a one-view history. */
export function createRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], data: undefined }
}
