import { type Address, encodeFunctionData, hexToBytes } from 'viem'
import { entryPoint07Abi, type PackedUserOperation } from 'viem/account-abstraction'

const TRANSACTION_BASE_GAS = 21_000n
const ZERO_BYTE_GAS = 4n
const NON_ZERO_BYTE_GAS = 16n
/**
 * handleOps' own work outside the op's measured gas (the loop, the post-execution accounting and
 * event, the beneficiary's payment): a round allowance; the ERC-4337 test checks that the op's
 * actualGasUsed covers its whole bundle transaction.
 */
const ENTRY_POINT_OVERHEAD_GAS = 20_000n

/** Calldata of handleOps([op], beneficiary): one UserOperation per bundle. */
export function encodeHandleOps(packed: PackedUserOperation, beneficiary: Address) {
  return encodeFunctionData({
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[packed], beneficiary],
  })
}

/**
 * The gas no limit of the op covers: the bundle transaction's base cost and calldata, and
 * handleOps' overhead. The whole bundle is one op, so all of it is the op's. `upperBound` prices
 * every byte as non-zero: an estimate made with zero gas fields and a stub signature must still
 * cover the signed op, whose bytes are the same in number but not in value.
 */
export function requiredPreVerificationGas(
  packed: PackedUserOperation,
  beneficiary: Address,
  upperBound: boolean,
): bigint {
  const bytes = hexToBytes(encodeHandleOps(packed, beneficiary))
  let calldataGas = 0n
  for (const byte of bytes) {
    calldataGas += upperBound || byte !== 0 ? NON_ZERO_BYTE_GAS : ZERO_BYTE_GAS
  }
  return TRANSACTION_BASE_GAS + calldataGas + ENTRY_POINT_OVERHEAD_GAS
}
