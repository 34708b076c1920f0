export { hideToast } from './hide-toast.ts'
export {
  type ShowToastParameters,
  showErrorToast,
  showLoadingToast,
  showSuccessToast,
  showToast,
} from './show-toast.ts'
export { TOAST_VARIANTS, type ToastState, type ToastVariant } from './types.ts'
