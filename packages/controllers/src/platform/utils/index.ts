export { toDecimalString } from './to-decimal-string.ts'
export {
  EVM_NATIVE_TOKEN_ADDRESS,
  isNativeTokenAddress,
  plainTokenAddress,
  SOLANA_NATIVE_TOKEN_ADDRESS,
} from './token-address.ts'
