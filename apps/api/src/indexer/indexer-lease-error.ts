import { BaseError } from '@openappkit/common'

/**
 * Another process holds (or took over) a chain's lease, or moved its checkpoint: the round's
 * writes are rolled back and the next round starts from what is stored.
 */
export class IndexerConflictError extends BaseError {
  override name = 'IndexerConflictError'
}
