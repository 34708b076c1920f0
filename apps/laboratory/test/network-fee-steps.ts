import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect } from 'vitest'
import { titledAmount } from './swap-buy-name-steps.ts'

// How far above what the EntryPoint charged the fee shown may be, in percent: the wallet's
// estimate is the UserOperation's gas limits, charged only as far as they are used (the devnet
// bundler's margins put them 30-42 % above the gas used).
const FEE_HEADROOM_PERCENT = 50n

/** The network fee the open modal shows, exact (its title), in wei. */
export async function shownNetworkFee(page: Page): Promise<bigint> {
  return parseEther(await titledAmount(page, 'dt:text-is("Network fee") + dd'))
}

/**
 * Each fee shown covers what the EntryPoint charged for its UserOperation (actualGasCost), and is
 * at most FEE_HEADROOM_PERCENT above it.
 */
export function expectFeesCover(...pairs: [shown: bigint, charged: bigint][]): void {
  for (const [shown, charged] of pairs) {
    expect(charged).toBeGreaterThan(0n)
    expect(shown).toBeGreaterThanOrEqual(charged)
    expect(shown * 100n).toBeLessThanOrEqual(charged * (100n + FEE_HEADROOM_PERCENT))
  }
}
