// Provider and library errors wrap the JSON-RPC error in many ways: viem `cause`, ethers
// `info.error` / `error`, MetaMask `data.originalError`, our own `details`-carrying wrappers.
const NESTED_ERROR_KEYS = ['cause', 'error', 'originalError', 'data', 'info', 'details'] as const
const MAX_DEPTH = 8

/**
 * Visits `error` and the objects nested in it (breadth first, outermost first, cycle-safe) and
 * returns the first non-undefined result of `pick`.
 */
export function findInErrorChain<result>(
  error: unknown,
  pick: (value: object) => result | undefined,
): result | undefined {
  const seen = new Set<object>()
  let level: unknown[] = [error]
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = []
    for (const value of level) {
      if (typeof value !== 'object' || value === null || seen.has(value)) continue
      seen.add(value)
      const picked = pick(value)
      if (picked !== undefined) return picked
      for (const key of NESTED_ERROR_KEYS) next.push((value as Record<string, unknown>)[key])
    }
    level = next
  }
  return undefined
}

/** Every object of the chain of `error`, outermost first (see {@link findInErrorChain}). */
export function collectErrorChain(error: unknown): object[] {
  const chain: object[] = []
  findInErrorChain(error, (value) => {
    chain.push(value)
    return undefined
  })
  return chain
}
