import { bytesToBase64 } from '@openappkit/common/encoding'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { createListeners } from '../wallet-core/create-listeners.ts'
import { createWalletCore, type WalletCoreStorage } from '../wallet-core/wallet-core.ts'
import { type Ed25519Key, importSolanaSecretKey } from './ed25519-key.ts'
import { parseWireTransaction, withSignature } from './solana-transaction.ts'

/** The part of a Web Storage (`sessionStorage`) the wallet remembers its site in. */
export type SolanaTestWalletStorage = WalletCoreStorage

export type CreateSolanaTestWalletParameters = {
  /** The accounts' secret keys (64 bytes, base58), as the devnet manifest lists them. */
  secretKeys: readonly [string, ...string[]]
  /** The cluster `solana:signAndSendTransaction` sends to. */
  rpcUrl: string
  /** CAIP-2 chains the wallet serves (`solana:<genesis hash prefix>`). */
  chains: readonly IdentifierString[]
  name?: string | undefined
  /**
   * Where the wallet remembers that the site is authorized (a page's `sessionStorage` keeps it
   * across reloads, as an installed wallet does); in memory when absent.
   */
  storage?: SolanaTestWalletStorage | undefined
}

/** A Solana wallet for tests, built on the Wallet Standard, with the person's choices on demand. */
export type SolanaTestWallet = {
  /** The Wallet Standard object a page registers (see {@link registerSolanaTestWallet}). */
  readonly wallet: Wallet
  /** The account the wallet exposes now. */
  readonly address: string
  /** Whether the site is connected. */
  readonly authorized: boolean
  /** Every feature called, in order (`standard:connect`, `solana:signMessage`...). */
  readonly requests: readonly string[]
  /** The person will refuse the next prompt (connect or signature). */
  rejectNextRequest(): void
  /** The person picks another of the wallet's accounts: `change` is emitted. */
  switchAccount(index: number): string
  /** The person disconnects the site from the wallet: `change` with no account. */
  revoke(): void
  /** Back to a fresh install: not authorized, first account, nothing refused, no requests. */
  reset(): void
}

const FEATURE_VERSION = '1.0.0'
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzk5NDVmZiIvPjwvc3ZnPg=='

function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A Wallet Standard Solana wallet holding real ed25519 keys: connect (and silent reconnect),
 * disconnect, change events, `solana:signMessage`, `solana:signTransaction` (legacy and v0) and
 * `solana:signAndSendTransaction` to the given cluster.
 */
export async function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): Promise<SolanaTestWallet> {
  const [first, ...others] = await Promise.all(parameters.secretKeys.map(importSolanaSecretKey))
  const chains = [...parameters.chains]
  const core = createWalletCore({
    accounts: [first as Ed25519Key, ...others],
    addressOf: (key) => key.address,
    rejection: userRejected,
    storage: parameters.storage,
    storageKey: `openappkit-solana-test-wallet:${parameters.name ?? 'default'}`,
  })
  const changes = createListeners<{ accounts?: readonly WalletAccount[] }>()

  const features = [
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ] as const
  const accountOf = (key: Ed25519Key): WalletAccount => ({
    address: key.address,
    publicKey: key.publicKey,
    chains: chains as IdentifierString[],
    features: [...features],
  })
  const accounts = () => (core.authorized ? [accountOf(core.account)] : [])
  core.onChange(() => changes.emit({ accounts: accounts() }))
  const prompt = (feature: string) => {
    core.record(feature)
    core.prompt()
  }
  const signerOf = (address: string) => {
    const key = core.accounts.find((item) => item.address === address)
    if (!key || !core.authorized) throw Object.assign(new Error('Unauthorized'), { code: 4100 })
    return key
  }
  const signTransaction = async (address: string, transaction: Uint8Array) => {
    const key = signerOf(address)
    const { message } = parseWireTransaction(transaction)
    return withSignature(transaction, key.publicKey, await key.sign(message))
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Solana Test Wallet',
    icon: ICON,
    chains: chains as IdentifierString[],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: FEATURE_VERSION,
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) return { accounts: accounts() }
          prompt('standard:connect')
          core.authorize()
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: FEATURE_VERSION,
        async disconnect() {
          core.deauthorize()
        },
      },
      'standard:events': {
        version: FEATURE_VERSION,
        on(
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) {
          return changes.add(listener)
        },
      },
      'solana:signMessage': {
        version: FEATURE_VERSION,
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          prompt('solana:signMessage')
          return Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: await signerOf(account.address).sign(message),
            })),
          )
        },
      },
      'solana:signTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          prompt('solana:signTransaction')
          return Promise.all(
            inputs.map(async ({ account, transaction }) => ({
              signedTransaction: await signTransaction(account.address, transaction),
            })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
        ) {
          prompt('solana:signAndSendTransaction')
          const outputs: { signature: Uint8Array }[] = []
          for (const { account, transaction } of inputs) {
            const signed = await signTransaction(account.address, transaction)
            const response = await fetch(parameters.rpcUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'sendTransaction',
                params: [bytesToBase64(signed), { encoding: 'base64' }],
              }),
            })
            const body = (await response.json()) as { error?: { code: number; message: string } }
            if (body.error) throw Object.assign(new Error(body.error.message), body.error)
            outputs.push({ signature: parseWireTransaction(signed).signatures[0] as Uint8Array })
          }
          return outputs
        },
      },
    },
  }

  return {
    wallet,
    get address() {
      return core.account.address
    },
    get authorized() {
      return core.authorized
    },
    requests: core.requests,
    rejectNextRequest: core.rejectNextRequest,
    switchAccount(index) {
      const next = core.accounts[index]
      if (!next) throw new Error(`The wallet has no account ${index}`)
      return core.selectAccount(next).address
    },
    revoke() {
      core.deauthorize()
    },
    reset: core.reset,
  }
}
