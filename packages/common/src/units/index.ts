export { adapterUnits } from './adapter-units.ts'
export { InvalidDecimalNumberError, InvalidDecimalsError } from './errors.ts'
export {
  ETHER_DECIMALS,
  formatEther,
  formatGwei,
  GWEI_DECIMALS,
  parseEther,
  parseGwei,
} from './ether.ts'
export { formatUnits } from './format-units.ts'
export { parseUnits } from './parse-units.ts'
