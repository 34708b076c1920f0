export { getActiveElement, getFocusableElements, trapTabKey } from './focus-trap.ts'
export { ModalFrame, type ModalFrameProps } from './modal-frame.tsx'
export { type UseFocusTrapParameters, useFocusTrap } from './use-focus-trap.ts'
