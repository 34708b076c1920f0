export { SwapPreviewView } from './swap-preview-view.tsx'
export { SwapView } from './swap-view.tsx'
