import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import type { Hex, PrivateKeyAccount, TransactionSerializable } from 'viem'
import type { NodeClient } from './node-client.ts'

/** The `eth_sendTransaction` object (hex quantities). */
export type TransactionRequest = {
  from?: Hex
  to?: Hex | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

async function readQuantity(node: NodeClient, method: string, params: unknown[]): Promise<bigint> {
  return BigInt((await node.request(method, params)) as Hex)
}

/**
 * Fills what the dapp left out (nonce, gas, fees) from the node, signs with the local key and
 * sends with `eth_sendRawTransaction`, as a real wallet does.
 */
export async function sendTransaction(
  node: NodeClient,
  account: PrivateKeyAccount,
  chainId: number,
  request: TransactionRequest,
): Promise<Hex> {
  if (typeof request !== 'object' || request === null) {
    throw new ProviderRpcError(RpcErrorCode.InvalidParams, {
      message: 'Expected a transaction object',
    })
  }
  const data = request.data ?? request.input
  const call = {
    from: account.address,
    ...(request.to ? { to: request.to } : {}),
    ...(request.value ? { value: request.value } : {}),
    ...(data ? { data } : {}),
  }
  const nonce =
    request.nonce === undefined
      ? Number(await readQuantity(node, 'eth_getTransactionCount', [account.address, 'pending']))
      : Number(BigInt(request.nonce))
  const gas = quantity(request.gas) ?? (await readQuantity(node, 'eth_estimateGas', [call]))
  const base = {
    chainId,
    nonce,
    gas,
    to: request.to ?? null,
    value: quantity(request.value) ?? 0n,
    ...(data ? { data } : {}),
  }
  let transaction: TransactionSerializable
  const block = (await node.request('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas?: Hex | null
  } | null
  if (request.gasPrice !== undefined || !block?.baseFeePerGas) {
    const gasPrice = quantity(request.gasPrice) ?? (await readQuantity(node, 'eth_gasPrice', []))
    transaction = { ...base, type: 'legacy', gasPrice }
  } else {
    const maxPriorityFeePerGas =
      quantity(request.maxPriorityFeePerGas) ??
      (await readQuantity(node, 'eth_maxPriorityFeePerGas', []))
    const maxFeePerGas =
      quantity(request.maxFeePerGas) ?? BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
    transaction = { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
  }
  const signed = await account.signTransaction(transaction)
  return (await node.request('eth_sendRawTransaction', [signed])) as Hex
}
