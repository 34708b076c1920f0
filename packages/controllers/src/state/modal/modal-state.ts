import type { ModalState } from './types.ts'

/** A closed modal. */
export function createModalState(): ModalState {
  return { open: false, loading: false, namespace: undefined }
}
