// React bindings: a provider and hooks over an AppKit instance (server-render safe).

// Everything of the main entry too, so React apps import from one path (as the incumbent's).
export * from '../index.ts'
export {
  AppKitAccountButton,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  AppKitNetworkButton,
} from './app-kit-buttons.tsx'
export {
  AppKitProvider,
  type AppKitProviderProps,
  useAppKitInstance,
} from './app-kit-context.tsx'
export type { AppKitElementProps } from './intrinsic-elements.ts'
export type { AppKitAccountEntry, EmbeddedWalletInfo } from './select-account-extras.ts'
export { type UseAppKitReturnType, useAppKit } from './use-app-kit.ts'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from './use-app-kit-account.ts'
export { type UseAppKitBalanceReturnType, useAppKitBalance } from './use-app-kit-balance.ts'
export {
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from './use-app-kit-connection.ts'
export {
  type AppKitConnection,
  type DeleteRecentConnectionOptions,
  type SwitchConnectionOptions,
  type UseAppKitConnectionsReturnType,
  useAppKitConnections,
} from './use-app-kit-connections.ts'
export { type UseAppKitEventsReturnType, useAppKitEvents } from './use-app-kit-events.ts'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from './use-app-kit-network.ts'
export {
  type UseAppKitNetworkCoreReturnType,
  useAppKitNetworkCore,
} from './use-app-kit-network-core.ts'
export { type UseAppKitProviderReturnType, useAppKitProvider } from './use-app-kit-provider.ts'
export { useAppKitSIWX } from './use-app-kit-siwx.ts'
export { useAppKitState } from './use-app-kit-state.ts'
export { type UseAppKitThemeReturnType, useAppKitTheme } from './use-app-kit-theme.ts'
export {
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
  WALLETS_PAGE_SIZE,
  type WalletItem,
} from './use-app-kit-wallets.ts'
export {
  type DisconnectOptions,
  type UseDisconnectReturnType,
  useDisconnect,
} from './use-disconnect.ts'
export { type UseWalletInfoReturnType, useWalletInfo } from './use-wallet-info.ts'
