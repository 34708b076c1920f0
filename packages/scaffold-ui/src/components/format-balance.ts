import { formatTokenAmount } from '@openappkit/common/format'

/** Display text of a balance: grouped, at most 4 decimals, never rounded up; raw if unparsable. */
export function formatBalance(balance: string, locale: string): string {
  try {
    return formatTokenAmount(balance, { maximumFractionDigits: 4, locale })
  } catch {
    return balance
  }
}
