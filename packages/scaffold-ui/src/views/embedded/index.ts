export { ConnectingFarcasterView } from './connecting-farcaster-view.tsx'
export { ConnectingSocialView } from './connecting-social-view.tsx'
export { EmailLoginView } from './email-login-view.tsx'
export {
  EmailVerifyDeviceView,
  EmailVerifyOtpView,
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
} from './email-verify-views.tsx'
export { UpdateEmailWalletView } from './update-email-wallet-view.tsx'
