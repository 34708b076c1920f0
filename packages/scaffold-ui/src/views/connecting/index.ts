export { ConnectingExternalView } from './connecting-external-view.tsx'
export {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from './connecting-walletconnect-view.tsx'
