import { formatUnits } from './format-units.ts'
import { parseUnits } from './parse-units.ts'

/**
 * ChainAdapter's `parseUnits` and `formatUnits`, for adapters to spread into themselves: a
 * conversion depends only on the decimals, so no adapter has its own.
 */
export const adapterUnits = { parseUnits, formatUnits } as const
