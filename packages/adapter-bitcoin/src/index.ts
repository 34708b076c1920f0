export { BitcoinAdapter } from './bitcoin-adapter.ts'
export {
  type BitcoinChainAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './create-bitcoin-adapter.ts'
export { AddressPurpose, type BitcoinConnector } from './provider/bitcoin-connector.ts'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  SignPsbtParameters,
} from './provider/bitcoin-provider.ts'
export { DUST_LIMIT_SATS } from './transactions/select-utxos.ts'
export type { BitcoinAccount, BitcoinAccountPurpose } from './wallets/bitcoin-wallet.ts'
