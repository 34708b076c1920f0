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

export type GetNodeTokenBalanceParameters = GetNodeBalanceParameters & { token: string }

/** The ERC-20 balance of `address` as the node reports it (`balanceOf` through `eth_call`). */
export async function getNodeTokenBalance({
  rpcUrl,
  address,
  token,
}: GetNodeTokenBalanceParameters): Promise<bigint> {
  const owner = address.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: token, data: `0x70a08231${owner}` }, 'latest'],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (typeof body.result !== 'string' || body.result === '0x') {
    throw new TestKitError('The node did not return a token balance', {
      details: body.error?.message,
    })
  }
  return BigInt(body.result)
}
