import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { Connector } from '../connector/types.ts'

/** The modal views named by docs/project/behaviour.md §2. */
export const SPEC_ROUTER_VIEWS = [
  'Connect',
  'Account',
  'EmailLogin',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'AllWallets',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
] as const

/**
 * Views the modal needs beyond the ones docs/project/behaviour.md §2 names (network list, receive, send, activity,
 * swap and on-ramp steps, embedded-wallet steps). Extend here when a view is added.
 */
export const EXTRA_ROUTER_VIEWS = [
  'Networks',
  'WalletReceive',
  'WalletSend',
  'WalletSendPreview',
  'WalletSendSelectToken',
  'Activity',
  'SwapPreview',
  'SwapSelectToken',
  'OnRamp',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectingSocial',
  'AccountSettings',
  'ChooseAccountName',
  'WhatIsANetwork',
  'WhatIsAWallet',
  'GetWallet',
] as const

/** Every view of the modal. */
export const ROUTER_VIEWS = [...SPEC_ROUTER_VIEWS, ...EXTRA_ROUTER_VIEWS] as const

export type RouterView = (typeof ROUTER_VIEWS)[number]

/** Data of the SwitchActiveChain view (docs/project/behaviour.md §2). */
export type SwitchActiveChainData = {
  switchToChain: ChainNamespace
  navigateTo: 'Connect'
  navigateWithReplace: boolean
  network: CaipNetwork
}

/** Data a view receives when navigated to; every field optional, views read what they need. */
export type RouterData = Partial<SwitchActiveChainData> & {
  connector?: Connector | undefined
  email?: string | undefined
  wallet?: { id: string; name?: string | undefined } | undefined
  /** SwapSelectToken: which side of the swap the chosen token goes to. */
  swapSide?: 'sourceToken' | 'toToken' | undefined
}

/** Router state: the current view, the stack that led to it and its data. */
export type RouterState = {
  view: RouterView
  history: RouterView[]
  data: RouterData | undefined
}

/**
 * Views whose close button is disabled while sign-in is required and missing
 * (docs/project/behaviour.md §2).
 */
export const SIGN_IN_GUARDED_VIEWS: readonly RouterView[] = [
  'SIWXSignMessage',
  'ApproveTransaction',
]
