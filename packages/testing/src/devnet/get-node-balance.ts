import { TestKitError } from '../errors/test-kit-error.ts'

export type GetNodeBalanceParameters = { rpcUrl: string; address: string }

/** The native balance (wei) of `address` as the node reports it, for checks against the UI. */
export async function getNodeBalance({
  rpcUrl,
  address,
}: GetNodeBalanceParameters): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (typeof body.result !== 'string') {
    throw new TestKitError('The node did not return a balance', { details: body.error?.message })
  }
  return BigInt(body.result)
}
