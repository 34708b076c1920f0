export { WalletReceiveView } from './wallet-receive-view.tsx'
export { WalletSendPreviewView } from './wallet-send-preview-view.tsx'
export { WalletSendView } from './wallet-send-view.tsx'
