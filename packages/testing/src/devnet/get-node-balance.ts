import { TestKitError } from '../errors/test-kit-error.ts'

export type GetNodeBalanceParameters = { rpcUrl: string; address: string }

/** One JSON-RPC call to the node; its hex result, or a TestKitError saying what was missing. */
async function callNode(rpcUrl: string, method: string, params: unknown[], what: string) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: string; error?: { message?: string } }
  if (typeof body.result !== 'string' || body.result === '0x') {
    throw new TestKitError(`The node did not return ${what}`, { details: body.error?.message })
  }
  return BigInt(body.result)
}

/** The native balance (wei) of `address` as the node reports it, for checks against the UI. */
export function getNodeBalance({ rpcUrl, address }: GetNodeBalanceParameters): Promise<bigint> {
  return callNode(rpcUrl, 'eth_getBalance', [address, 'latest'], 'a balance')
}

export type GetNodeTokenBalanceParameters = GetNodeBalanceParameters & { token: string }

/** The ERC-20 balance of `address` as the node reports it (`balanceOf` through `eth_call`). */
export function getNodeTokenBalance({
  rpcUrl,
  address,
  token,
}: GetNodeTokenBalanceParameters): Promise<bigint> {
  const owner = address.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const call = { to: token, data: `0x70a08231${owner}` }
  return callNode(rpcUrl, 'eth_call', [call, 'latest'], 'a token balance')
}
