export { hideModal } from './hide-modal.ts'
export { setModalLoading } from './set-modal-loading.ts'
export { type ShowModalParameters, showModal } from './show-modal.ts'
export type { ModalState } from './types.ts'
