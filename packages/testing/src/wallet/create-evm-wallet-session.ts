import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { createWalletCore, type WalletCore } from '../wallet-core/wallet-core.ts'
import { toHexChainId } from './hex-chain-id.ts'
import { createProviderEmitter, type ProviderEmitter } from './provider-emitter.ts'
import type { TestWalletStorage } from './types.ts'
import { sameAddress } from './wallet-defaults.ts'

export type CreateEvmWalletSessionParameters = {
  /** Who asks, named by the error a missing key throws. */
  walletName: string
  privateKey: Hex | readonly [Hex, ...Hex[]]
  /** The chain the wallet starts on; `undefined` until its node tells. */
  chainId: number | undefined
  /** Whether a chain remembered from the last page load may be taken up again; any by default. */
  knowsChain?: ((chainId: number) => boolean) | undefined
  storage?: TestWalletStorage | undefined
  storageKey: string
}

/** An EVM wallet's side of the connection: the core, its chain and the EIP-1193 events. */
export type EvmWalletSession = {
  readonly core: WalletCore<PrivateKeyAccount, { chainId: number | undefined }>
  readonly emitter: ProviderEmitter
  readonly account: PrivateKeyAccount
  /** The chain the wallet is on; setting it tells nobody (the node named it). */
  chainId: number | undefined
  /** Unauthorized (4100) unless the site is authorized and `address` is the exposed account. */
  requireAccount(address: unknown): void
  /** The wallet is on `chainId` now: `chainChanged` when it moved. */
  moveTo(chainId: number): void
  /** The visitor exposes a key (a new one is added) or the account at an index. */
  switchAccount(target: Hex | number): Hex
  /** First account, first chain, not authorized, nothing refused. */
  reset(): void
}

/** The session core of the EVM test wallets, with `accountsChanged` for each change. */
export function createEvmWalletSession(
  parameters: CreateEvmWalletSessionParameters,
): EvmWalletSession {
  const keys =
    typeof parameters.privateKey === 'string' ? [parameters.privateKey] : [...parameters.privateKey]
  const [first, ...others] = keys.map((key) => privateKeyToAccount(key))
  if (!first) throw new TestKitError(`${parameters.walletName} needs at least one private key`)
  const emitter = createProviderEmitter()
  let chainId = parameters.chainId
  const core = createWalletCore({
    accounts: [first, ...others],
    addressOf: (account) => account.address,
    rejection: () => new ProviderRpcError(RpcErrorCode.UserRejectedRequest),
    storage: parameters.storage,
    storageKey: parameters.storageKey,
    remember: () => ({ chainId }),
  })
  const remembered = core.restored?.chainId
  if (remembered !== undefined && (parameters.knowsChain?.(remembered) ?? true)) {
    chainId = remembered
  }
  core.onChange((change) => {
    emitter.emit('accountsChanged', change === 'disconnect' ? [] : [core.account.address])
  })

  return {
    core,
    emitter,
    get account() {
      return core.account
    },
    get chainId() {
      return chainId
    },
    set chainId(id) {
      chainId = id
    },
    requireAccount(address) {
      if (
        !core.authorized ||
        typeof address !== 'string' ||
        !sameAddress(address, core.account.address)
      ) {
        throw new ProviderRpcError(RpcErrorCode.Unauthorized)
      }
    },
    moveTo(id) {
      if (id === chainId) return
      chainId = id
      core.save()
      emitter.emit('chainChanged', toHexChainId(id))
    },
    switchAccount(target) {
      const next =
        typeof target === 'number'
          ? core.accounts[target]
          : (core.accounts.find((item) =>
              sameAddress(item.address, privateKeyToAccount(target).address),
            ) ?? privateKeyToAccount(target))
      if (!next) throw new TestKitError(`No account at index ${String(target)}`)
      return core.selectAccount(next).address
    },
    reset() {
      core.reset()
      chainId = parameters.chainId
    },
  }
}
