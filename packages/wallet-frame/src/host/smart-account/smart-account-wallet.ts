import { bytesToHex } from '@openappkit/common/encoding'
import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import type { AccountType } from '@openappkit/common/validation'
import { type Address, custom, getAddress, type Hex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { feesPerGasOf } from '../fees-per-gas.ts'
import type { FrameStorage } from '../frame-session.ts'
import { preferredAccountTypeOf, setPreferredAccountType } from './account-preferences.ts'
import { checkSmartAccountFunds } from './check-smart-account-funds.ts'
import type { ChainRpc, SmartAccountNetwork } from './smart-account-network.ts'
import { type EmbeddedSmartAccount, toEmbeddedSmartAccount } from './to-embedded-smart-account.ts'

export type CreateSmartAccountWalletParameters = {
  /** The chains with a smart account (the api's smartAccountEnabledNetworks for the project). */
  networks: readonly SmartAccountNetwork[]
  storage: FrameStorage
  /** The chain's node. */
  rpc: ChainRpc
  /** The chain's ERC-4337 bundler. */
  bundlerRpc: ChainRpc
  /** How often a UserOperation's receipt is asked for (1 s). */
  pollingIntervalMs?: number | undefined
}

/** The signed-in wallet's owner key and address (EmbeddedKeys.evm). */
export type OwnerKey = { privateKey: Uint8Array; address: string }

/** One call of a batch, as viem's bundler client takes it. */
export type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** The account the wallet acts as on a chain. */
export type ActiveAccount =
  | { type: 'eoa'; address: Address }
  | { type: 'smartAccount'; address: Address; account: EmbeddedSmartAccount }

export type SmartAccountWallet = ReturnType<typeof createSmartAccountWallet>

const RECEIPT_TIMEOUT_MS = 120_000

/**
 * The embedded wallet's accounts per chain: the owner's EOA everywhere, its SimpleAccount where
 * smart accounts are enabled, which of the two is active (docs/project/behaviour.md §4, kept per
 * chain), and sending calls from the smart account as one UserOperation through the chain's
 * bundler.
 */
export function createSmartAccountWallet(parameters: CreateSmartAccountWalletParameters) {
  const { storage } = parameters
  const accounts = new Map<string, Promise<EmbeddedSmartAccount>>()
  const networkOf = (chainId: number) =>
    parameters.networks.find((network) => network.chainId === chainId)
  const preference = (owner: OwnerKey, chainId: number) => ({
    storage,
    owner: owner.address,
    chainId,
    smartAccountEnabled: networkOf(chainId) !== undefined,
  })

  const smartAccountOf = (owner: OwnerKey, chainId: number): Promise<EmbeddedSmartAccount> => {
    const network = networkOf(chainId)
    if (!network) {
      throw new ProviderRpcError(RpcErrorCode.UnsupportedMethod, {
        message: `Smart accounts are not enabled on chain ${chainId}`,
      })
    }
    const key = `${owner.address}:${chainId}`
    let account = accounts.get(key)
    if (!account) {
      account = toEmbeddedSmartAccount({
        owner: privateKeyToAccount(`0x${bytesToHex(owner.privateKey)}`),
        network,
        rpc: parameters.rpc,
      })
      // A failed derivation (node unreachable) is tried again next time, not kept.
      account.catch(() => accounts.delete(key))
      accounts.set(key, account)
    }
    return account
  }

  const bundlerOf = (account: EmbeddedSmartAccount, chainId: number) =>
    createBundlerClient({
      account,
      client: account.client,
      pollingInterval: parameters.pollingIntervalMs ?? 1_000,
      transport: custom({
        request: ({ method, params }) =>
          parameters.bundlerRpc(method, (params ?? []) as unknown[], chainId),
      }),
      // viem's default doubles the node's tip, which the bundle then pays too: the tip the node
      // suggests next doubles again, and the fee shown as gas × eth_gasPrice is half the cost.
      userOperation: {
        estimateFeesPerGas: () =>
          feesPerGasOf((method, list) => parameters.rpc(method, list, chainId)),
      },
    })

  const activeAccount = async (owner: OwnerKey, chainId: number): Promise<ActiveAccount> => {
    if (preferredAccountTypeOf(preference(owner, chainId)) === 'eoa') {
      return { type: 'eoa', address: getAddress(owner.address) }
    }
    const account = await smartAccountOf(owner, chainId)
    return { type: 'smartAccount', address: account.address, account }
  }

  const estimateGas = async (
    account: EmbeddedSmartAccount,
    chainId: number,
    calls: readonly SmartAccountCall[],
  ) => {
    const limits = await bundlerOf(account, chainId).estimateUserOperationGas({
      calls: [...calls],
    })
    return (
      limits.callGasLimit +
      limits.verificationGasLimit +
      limits.preVerificationGas +
      (limits.paymasterVerificationGasLimit ?? 0n) +
      (limits.paymasterPostOpGasLimit ?? 0n)
    )
  }

  return {
    /** The chain ids with a smart account. */
    enabledNetworks: () => parameters.networks.map((network) => network.chainId),
    isEnabled: (chainId: number) => networkOf(chainId) !== undefined,
    smartAccountOf,
    activeAccount,
    /**
     * Chooses the active account type on a chain (docs/project/behaviour.md §4 rules) and answers
     * the new account.
     */
    async setPreferredAccountType(owner: OwnerKey, chainId: number, type: AccountType) {
      setPreferredAccountType(preference(owner, chainId), type)
      return activeAccount(owner, chainId)
    },
    /** GET_USER's account fields for a chain: the active account, both types, deployment. */
    async describe(owner: OwnerKey, chainId: number) {
      const active = await activeAccount(owner, chainId)
      const eoa = { address: getAddress(owner.address), type: 'eoa' as const }
      if (!networkOf(chainId)) {
        return {
          address: eoa.address,
          accounts: [eoa],
          preferredAccountType: 'eoa' as const,
          smartAccountDeployed: false,
        }
      }
      const smart = await smartAccountOf(owner, chainId)
      return {
        address: active.address,
        accounts: [{ address: smart.address, type: 'smartAccount' as const }, eoa],
        preferredAccountType: active.type,
        smartAccountDeployed: await smart.isDeployed(),
      }
    },
    /**
     * The gas a UserOperation of `calls` can be charged for: the bundler's limits (call,
     * verification with initCode while undeployed, pre-verification, paymaster), as sending uses.
     */
    estimateGas,
    /** Throws the node's insufficient-funds error unless the account can pay `calls`. */
    checkFunds(account: EmbeddedSmartAccount, chainId: number, calls: readonly SmartAccountCall[]) {
      return checkSmartAccountFunds({
        account,
        calls,
        rpc: (method, list) => parameters.rpc(method, list, chainId),
        estimateGas: () => estimateGas(account, chainId, calls),
      })
    },
    /** Sends `calls` from the smart account as one UserOperation; answers its hash. */
    sendCalls(account: EmbeddedSmartAccount, chainId: number, calls: readonly SmartAccountCall[]) {
      return bundlerOf(account, chainId).sendUserOperation({ calls: [...calls] })
    },
    /** Waits for a UserOperation to land; answers the hash of the transaction that carried it. */
    async waitForTransactionHash(account: EmbeddedSmartAccount, chainId: number, hash: Hex) {
      const receipt = await bundlerOf(account, chainId).waitForUserOperationReceipt({
        hash,
        timeout: RECEIPT_TIMEOUT_MS,
      })
      return receipt.receipt.transactionHash
    },
    /** Forgets the derived accounts (sign-out). */
    clear: () => accounts.clear(),
  }
}
