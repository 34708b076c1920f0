export { BitcoinAdapter } from './bitcoin-adapter.ts'
export {
  type BitcoinChainAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './create-bitcoin-adapter.ts'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  /** The incumbent's name for the provider `useAppKitProvider('bip122')` returns. */
  BitcoinProvider as BitcoinConnector,
  SignPsbtParameters,
} from './provider/bitcoin-provider.ts'
export { DUST_LIMIT_SATS } from './transactions/select-utxos.ts'
export type { BitcoinAccount, BitcoinAccountPurpose } from './wallets/bitcoin-wallet.ts'
