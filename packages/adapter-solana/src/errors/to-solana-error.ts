import { AppKitError, findInErrorChain, toAppKitError } from '@openappkit/common/errors'

/** What a cluster's preflight failure carries in `error.data`. */
type SimulationFailure = { err?: unknown; logs?: readonly string[] | null }

const INSUFFICIENT_FUNDS_ERRORS = new Set([
  'InsufficientFundsForFee',
  'InsufficientFundsForRent',
  'AccountNotFound',
])
const INSUFFICIENT_FUNDS_LOG = /insufficient (funds|lamports)/i

// Our RPC client's RpcError and a wallet's `{ code, message, data }` both carry it in `data`.
function simulationFailureOf(error: unknown): SimulationFailure | undefined {
  return findInErrorChain(error, (item) => {
    const { data } = item as { data?: unknown }
    return data && typeof data === 'object' && 'err' in data
      ? (data as SimulationFailure)
      : undefined
  })
}

/** The line of a program's logs that says why it failed, without its `Program log: ` prefix. */
export function failingLogLine(logs: readonly string[]): string | undefined {
  const lines = logs.map((line) => line.replace(/^Program log: /, ''))
  const reason =
    lines.findLast((line) => /^(Error|Transfer):/i.test(line)) ??
    lines.findLast((line) => / failed: /.test(line))
  return reason?.replace(/^Error: /, '')
}

/**
 * A Solana wallet or cluster error as an entry of the catalogue: wallet refusals as the wallet
 * codes say, a preflight failure by what failed (funds, an expired blockhash, the failing program's
 * log line), anything else through the common mapping.
 */
export function toSolanaError(error: unknown): AppKitError {
  const failure = simulationFailureOf(error)
  if (failure) {
    const logs = failure.logs ?? []
    const kind = typeof failure.err === 'string' ? failure.err : undefined
    if (kind === 'BlockhashNotFound') {
      return new AppKitError('SOLANA_BLOCKHASH_EXPIRED', { cause: error })
    }
    if (
      (kind && INSUFFICIENT_FUNDS_ERRORS.has(kind)) ||
      logs.some((line) => INSUFFICIENT_FUNDS_LOG.test(line))
    ) {
      return new AppKitError('SOLANA_INSUFFICIENT_FUNDS', { cause: error })
    }
    return new AppKitError('SOLANA_SIMULATION_FAILED', {
      params: { log: failingLogLine(logs) ?? JSON.stringify(failure.err) },
      cause: error,
    })
  }
  return error instanceof AppKitError ? error : toAppKitError(error)
}
