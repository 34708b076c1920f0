export { ListRow, type ListRowProps } from './list-row.tsx'
export { NetworkRow, type NetworkRowProps } from './network-row.tsx'
export { TokenRow, type TokenRowProps } from './token-row.tsx'
export {
  type TransactionDirection,
  TransactionRow,
  type TransactionRowProps,
  type TransactionStatus,
} from './transaction-row.tsx'
export { WalletRow, type WalletRowProps, type WalletRowTag } from './wallet-row.tsx'
