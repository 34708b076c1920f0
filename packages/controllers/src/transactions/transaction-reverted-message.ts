// A module of its own, importing nothing: the modal's always-loaded message table imports it, and
// reaching it through the flow that shows it would pull that flow's imports into the first chunk.

/** Shown when a transaction the visitor sent was included but reverted (not a SPEC message). */
export const TRANSACTION_REVERTED_MESSAGE = 'The transaction failed on chain'
