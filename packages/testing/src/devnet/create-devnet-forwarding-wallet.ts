import { createForwardingWallet } from '../forwarding-wallet/create-forwarding-wallet.ts'
import type {
  CreateForwardingWalletParameters,
  ForwardingWallet,
} from '../forwarding-wallet/types.ts'
import {
  createDevnetWallet,
  type DevnetWallet,
  type DevnetWalletParameters,
} from './devnet-wallet-setup.ts'

export type CreateDevnetForwardingWalletParameters =
  DevnetWalletParameters<CreateForwardingWalletParameters>

/** The wallet, the JSON-RPC URL per devnet chain id and the devnet's two EVM networks. */
export type CreateDevnetForwardingWalletReturnType = DevnetWallet<ForwardingWallet>

/**
 * A forwarding extension wallet (createForwardingWallet) holding funded devnet accounts, on the
 * devnet's first chain, and its networks.
 */
export function createDevnetForwardingWallet(
  parameters: CreateDevnetForwardingWalletParameters,
): CreateDevnetForwardingWalletReturnType {
  return createDevnetWallet(parameters, createForwardingWallet)
}
