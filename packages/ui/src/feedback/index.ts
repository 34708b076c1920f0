export { Skeleton, type SkeletonProps } from './skeleton.tsx'
export { Spinner, type SpinnerProps } from './spinner.tsx'
export { Toast, type ToastProps, type ToastVariant } from './toast.tsx'
