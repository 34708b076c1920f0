import { type Hex, hexToBigInt } from 'viem'

/** A node call on the chain the fees are for. */
export type FeesPerGasRpc = (method: string, params: unknown[]) => Promise<unknown>

export type FeesPerGasReturnType = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

// The tip when the node has no eth_maxPriorityFeePerGas: 1 gwei.
const DEFAULT_TIP = '0x3b9aca00'

/**
 * The EIP-1559 fees the embedded wallet sends with, as an EOA transaction or a UserOperation:
 * the node's suggested tip, and twice the latest base fee plus it as the cap — valid through a
 * few full blocks, as wallets do. What is charged is the base fee plus the tip, which is what
 * the node's eth_gasPrice answers, so a fee shown as gas × eth_gasPrice is the one paid.
 */
export async function feesPerGasOf(rpc: FeesPerGasRpc): Promise<FeesPerGasReturnType> {
  const [block, tip] = await Promise.all([
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Hex } | null>,
    rpc('eth_maxPriorityFeePerGas', []).catch(() => DEFAULT_TIP) as Promise<Hex>,
  ])
  const base = block?.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : 0n
  const maxPriorityFeePerGas = hexToBigInt(tip)
  return { maxFeePerGas: base * 2n + maxPriorityFeePerGas, maxPriorityFeePerGas }
}
