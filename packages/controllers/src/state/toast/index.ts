export { hideToast } from './hide-toast.ts'
export {
  type ShowToastParameters,
  showErrorToast,
  showLoadingToast,
  showSuccessToast,
  showToast,
} from './show-toast.ts'
export { type ToastMessage, toMessageDescriptor } from './to-message-descriptor.ts'
export { TOAST_VARIANTS, type ToastState, type ToastVariant } from './types.ts'
