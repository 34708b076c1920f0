import { DevnetError } from '../errors.ts'

/**
 * A transaction the regtest refuses. Its message is the plain-text reason `POST /tx` answers with
 * (status 400), worded like Bitcoin Core's reject reasons followed by what exactly failed.
 */
export class TransactionRejectedError extends DevnetError {
  override name = 'TransactionRejectedError'
}
