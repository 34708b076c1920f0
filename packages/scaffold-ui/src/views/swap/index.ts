export { SwapPreviewView } from './swap-preview-view.tsx'
export { SwapSelectTokenView } from './swap-select-token-view.tsx'
export { SwapView } from './swap-view.tsx'
