import { formatUnits } from './format-units.ts'
import { parseUnits } from './parse-units.ts'

/** Decimals of ether relative to wei. */
export const ETHER_DECIMALS = 18
/** Decimals of gwei relative to wei. */
export const GWEI_DECIMALS = 9

/** Parses an ether amount ('1.5') into wei. */
export function parseEther(ether: string): bigint {
  return parseUnits(ether, ETHER_DECIMALS)
}

/** Formats wei as an ether amount ('1.5'). */
export function formatEther(wei: bigint): string {
  return formatUnits(wei, ETHER_DECIMALS)
}

/** Parses a gwei amount ('1.5') into wei. */
export function parseGwei(gwei: string): bigint {
  return parseUnits(gwei, GWEI_DECIMALS)
}

/** Formats wei as a gwei amount ('1.5'). */
export function formatGwei(wei: bigint): string {
  return formatUnits(wei, GWEI_DECIMALS)
}
