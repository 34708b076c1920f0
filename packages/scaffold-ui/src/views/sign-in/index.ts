export { ApproveTransactionView } from './approve-transaction-view.tsx'
export { SiwxSignMessageView } from './siwx-sign-message-view.tsx'
