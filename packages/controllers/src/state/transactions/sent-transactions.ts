import type { Transaction } from '../../api/schemas/transaction.ts'
import type { AppKitCore } from '../../core/types.ts'

// The transactions sent from the modal (docs/project/behaviour.md §3's shape), kept apart from the
// history's pages; their own module, so the page's first chunk (which resets the history) does not
// carry them.

/** Drops the sent transactions a page of the history lists now: they show from there. */
export function dropListedSent(core: AppKitCore, listed: readonly Transaction[]): void {
  const state = core.state.transactions
  if (state.sent.length === 0) return
  const ids = new Set(listed.map((transaction) => transaction.id.toLowerCase()))
  state.sent = state.sent.filter((transaction) => !ids.has(transaction.id.toLowerCase()))
}

/**
 * Lists a transaction the visitor just sent from the modal at once, before the history has it
 * (docs/project/behaviour.md §3's transaction shape, status `pending`); a newer one with the same
 * id replaces it.
 */
export function addSentTransaction(core: AppKitCore, transaction: Transaction): void {
  const state = core.state.transactions
  state.sent = [transaction, ...state.sent.filter((known) => known.id !== transaction.id)]
}

export type SetSentTransactionStatusParameters = {
  id: string
  status: 'confirmed' | 'failed'
}

/** What the chain said of a sent transaction still listed from the modal. */
export function setSentTransactionStatus(
  core: AppKitCore,
  { id, status }: SetSentTransactionStatusParameters,
): void {
  const state = core.state.transactions
  state.sent = state.sent.map((transaction) =>
    transaction.id === id
      ? { ...transaction, metadata: { ...transaction.metadata, status } }
      : transaction,
  )
}
