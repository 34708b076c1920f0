import type { NamesState } from './types.ts'

/** No suggestions, nothing running. */
export function createNamesState(): NamesState {
  return { suggestions: [], loading: false, registering: false }
}
