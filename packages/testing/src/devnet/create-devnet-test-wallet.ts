import { createTestWallet } from '../wallet/create-test-wallet.ts'
import type { CreateTestWalletParameters, TestWallet } from '../wallet/types.ts'
import {
  createDevnetWallet,
  type DevnetWallet,
  type DevnetWalletParameters,
} from './devnet-wallet-setup.ts'

export type CreateDevnetTestWalletParameters = DevnetWalletParameters<CreateTestWalletParameters>

/** The wallet, the JSON-RPC URL per devnet chain id and the devnet's two EVM networks. */
export type CreateDevnetTestWalletReturnType = DevnetWallet<TestWallet>

/** A test wallet holding funded devnet accounts, on the devnet's first chain, and its networks. */
export function createDevnetTestWallet(
  parameters: CreateDevnetTestWalletParameters,
): CreateDevnetTestWalletReturnType {
  return createDevnetWallet(parameters, createTestWallet)
}
