// The incumbent's entries export every type of its controllers (`export type *`), and apps written
// for it name some of them in their own signatures. These are those names over our own types, so
// that code typechecks once its imports are renamed (docs/guide/migration.md lists them).

export type { CaipAddress, CaipNetworkId, ChainNamespace } from '@openappkit/common/caip'
export type {
  ChainAdapter,
  Connector,
  SIWXConfig,
  SIWXMessage,
  SIWXSession,
} from '@openappkit/controllers'
export type {
  AccountUser as User,
  AppKitEvent as Event,
  ConnectedWalletInfo,
  Connection,
  ConnectorType,
  Features,
  Metadata,
  RouterView as Views,
  SocialLogin as SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '@openappkit/controllers/internal'
export type { CreateAppKitParameters as CreateAppKit } from './instance/create-app-kit.ts'
export type {
  AppKitEventState as EventsControllerState,
  OpenParameters as OpenOptions,
} from './instance/types.ts'
export type { CreateAppKitOptions as AppKitOptions, CustomWallet } from './options/types.ts'
/** One entry of `useAppKitAccount().allAccounts`. */
export type { AppKitAccountEntry as AccountType } from './react/select-account-extras.ts'
export type { UseAppKitAccountReturnType as UseAppKitAccountReturn } from './react/use-app-kit-account.ts'
export type { UseAppKitNetworkReturnType as UseAppKitNetworkReturn } from './react/use-app-kit-network.ts'
export type { UseAppKitWalletsReturnType as UseAppKitWalletsReturn } from './react/use-app-kit-wallets.ts'

/**
 * An EIP-1193 provider, as the incumbent's `Provider` type has it: what
 * `useAppKitProvider<Provider>('eip155')` hands to ethers' `BrowserProvider` or viem's `custom`.
 */
export type Provider = {
  request<Result = unknown>(arguments_: {
    method: string
    params?: readonly unknown[] | object | undefined
  }): Promise<Result>
  on(event: string, listener: (...values: never[]) => void): unknown
  removeListener(event: string, listener: (...values: never[]) => void): unknown
}
