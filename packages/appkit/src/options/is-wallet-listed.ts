import type { CreateAppKitOptions } from './types.ts'

/** Whether a wallet listing passes the integrator's include / exclude lists. */
export function isWalletListed(id: string, options: CreateAppKitOptions): boolean {
  if (options.includeWalletIds && !options.includeWalletIds.includes(id)) return false
  return !options.excludeWalletIds?.includes(id)
}
