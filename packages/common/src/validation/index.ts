export { type AccountType, accountTypeSchema } from './account-type.ts'
export {
  type Address,
  addressSchema,
  getAddress,
  InvalidAddressError,
  type IsAddressOptions,
  isAddress,
} from './address.ts'
export { bitcoinAddressSchema, isBitcoinAddress } from './bitcoin-address.ts'
export { type ChainIdInput, chainIdSchema } from './chain-id.ts'
export { checksumAddress } from './checksum-address.ts'
export { chainIdToCoinType, coinTypeToChainId, InvalidCoinTypeError } from './coin-type.ts'
export { emailSchema, isEmail } from './email.ts'
export { isThemeMode, THEME_MODES, type ThemeMode } from './is-theme-mode.ts'
export { keccak256 } from './keccak256.ts'
export { LruCache } from './lru-cache.ts'
export { isValidName, nameSchema } from './name.ts'
export { otpSchema } from './otp.ts'
export { isSignedMessage, type SignedMessage, signedMessageSchema } from './signed-message.ts'
export { type SocialProvider, socialProviderSchema } from './social-provider.ts'
export { isSolanaAddress, solanaAddressSchema } from './solana-address.ts'
export { themeModeSchema } from './theme-mode.ts'
export {
  isTransactionHash,
  type TransactionHash,
  transactionHashSchema,
} from './transaction-hash.ts'
