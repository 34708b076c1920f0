import { hexToBytes } from '@openappkit/common/encoding'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { createListeners } from '../wallet-core/create-listeners.ts'
import type { BitcoinKeyAddress, BitcoinPurpose } from './bitcoin-keys.ts'
import type { BitcoinWalletCore } from './bitcoin-wallet-core.ts'
import { invalidParams } from './bitcoin-wallet-error.ts'

/** A test wallet icon: an orange rounded square. */
export const BITCOIN_TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg==' as const

const VERSION = '1.0.0'
const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void
type SignMessageInput = { account: WalletAccount; message: Uint8Array }
type SignTransactionInput = {
  psbt: Uint8Array
  inputsToSign: readonly { account: WalletAccount; signingIndexes: readonly number[] }[]
  chain?: IdentifierString
}

/**
 * The Bitcoin Wallet Standard face of the wallet: `bitcoin:connect` (payment account first,
 * ordinal second), BIP-322 `bitcoin:signMessage`, PSBT `bitcoin:signTransaction` (not finalized),
 * `standard:disconnect` and `standard:events` (`change` on connect, switch and disconnect).
 */
export function createBitcoinStandardWallet(core: BitcoinWalletCore): Wallet {
  const chains: IdentifierString[] = [core.network.chain]
  // One frozen object per address, so an app comparing accounts by identity sees them stay.
  const cache = new Map<string, WalletAccount>()
  const accountOf = (address: BitcoinKeyAddress): WalletAccount => {
    let account = cache.get(address.address)
    if (!account) {
      account = new ReadonlyWalletAccount({
        address: address.address,
        publicKey: hexToBytes(address.publicKey),
        chains,
        features: [...ACCOUNT_FEATURES],
      })
      cache.set(address.address, account)
    }
    return account
  }
  const accounts = (purposes: readonly BitcoinPurpose[] = ['payment', 'ordinals']) =>
    core.authorized
      ? [core.current.payment, core.current.ordinal]
          .filter((address) => purposes.includes(address.purpose))
          .map(accountOf)
      : []
  const changes = createListeners<Parameters<ChangeListener>[0]>()
  core.onChange(() => changes.emit({ accounts: accounts() }))

  return {
    version: VERSION,
    name: core.name,
    icon: BITCOIN_TEST_WALLET_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: VERSION,
        async connect(input?: { purposes?: readonly BitcoinPurpose[] }) {
          core.connect('bitcoin:connect')
          return { accounts: accounts(input?.purposes) }
        },
      },
      'standard:disconnect': {
        version: VERSION,
        async disconnect() {
          core.disconnect('standard:disconnect')
        },
      },
      'standard:events': {
        version: VERSION,
        on(_event: 'change', listener: ChangeListener) {
          return changes.add(listener)
        },
      },
      'bitcoin:signMessage': {
        version: VERSION,
        async signMessage(...inputs: SignMessageInput[]) {
          const encoder = new TextEncoder()
          return inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: encoder.encode(
              core.signMessage({ address: account.address, message }, 'bitcoin:signMessage')
                .signature,
            ),
          }))
        },
      },
      'bitcoin:signTransaction': {
        version: VERSION,
        async signTransaction(...inputs: SignTransactionInput[]) {
          const outputs: { signedPsbt: Uint8Array }[] = []
          for (const { psbt, inputsToSign, chain } of inputs) {
            if (chain !== undefined && !chains.includes(chain)) {
              core.record('bitcoin:signTransaction')
              throw invalidParams(`The wallet is not on ${chain}`)
            }
            const signInputs: Record<string, number[]> = {}
            for (const { account, signingIndexes } of inputsToSign) {
              signInputs[account.address] = [
                ...(signInputs[account.address] ?? []),
                ...signingIndexes,
              ]
            }
            const signed = await core.signPsbt({ psbt, signInputs }, 'bitcoin:signTransaction')
            outputs.push({ signedPsbt: signed.psbt })
          }
          return outputs
        },
      },
    },
  }
}
