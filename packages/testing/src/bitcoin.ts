// The Bitcoin side of the test kit: a wallet with real keys that a page finds both through
// sats-connect (`window.btc_providers`) and the Wallet Standard. Its own entry, so the other
// helpers carry no bitcoinjs-lib.

export type { BitcoinAddress, BitcoinPurpose } from './bitcoin/bitcoin-keys.ts'
export {
  type BitcoinNetworkInfo,
  type BitcoinNetworkName,
  bitcoinNetwork,
} from './bitcoin/bitcoin-networks.ts'
export {
  BITCOIN_TEST_WALLET_ICON,
  createBitcoinStandardWallet,
} from './bitcoin/bitcoin-standard-wallet.ts'
export type {
  BitcoinAccountAddresses,
  BitcoinTestWalletStorage,
  BitcoinWalletCore,
  BitcoinWalletEvent,
  CreateBitcoinTestWalletParameters,
  SignBitcoinMessageParameters,
  SignBitcoinPsbtParameters,
} from './bitcoin/bitcoin-wallet-core.ts'
export {
  BITCOIN_ERROR_CODES,
  type BitcoinErrorCode,
  BitcoinWalletError,
} from './bitcoin/bitcoin-wallet-error.ts'
export type { TransferRecipient } from './bitcoin/build-transfer-psbt.ts'
export {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from './bitcoin/create-bitcoin-test-wallet.ts'
export { esploraBalance } from './bitcoin/esplora-balance.ts'
export {
  registerBitcoinTestWallet,
  SATS_CONNECT_GLOBAL,
  SATS_CONNECT_PROVIDER_ID,
  type SatsConnectProviderEntry,
} from './bitcoin/register-bitcoin-test-wallet.ts'
export {
  createSatsConnectProvider,
  type SatsConnectEvent,
  type SatsConnectProvider,
  type SatsConnectResponse,
} from './bitcoin/sats-connect-provider.ts'
export type {
  BitcoinMessageProtocol,
  BitcoinSignedMessage,
} from './bitcoin/sign-bitcoin-message.ts'
