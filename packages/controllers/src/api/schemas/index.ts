export { type Identity, identitySchema } from './identity.ts'
export { type NameProfile, nameAttributeSchema, nameProfileSchema } from './name-profile.ts'
export { type TokenBalance, tokenBalanceSchema } from './token-balance.ts'
export {
  type Transaction,
  type TransactionTransfer,
  transactionSchema,
  transactionTransferSchema,
} from './transaction.ts'
export { type WalletAsset, walletAssetSchema } from './wallet-asset.ts'
