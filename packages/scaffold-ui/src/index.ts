// The OpenAppKit modal. Importing it touches no browser global; `mountModal` renders it.
export type { ModalOptions } from './context/types.ts'
export type { Catalogue, Locale, MessageKey } from './i18n/types.ts'
export {
  type MountModalParameters,
  type MountModalReturnType,
  mountModal,
} from './mount/mount-modal.tsx'
export type { WalletListing, WalletListSource } from './wallets/types.ts'
