import { TestKitError } from '../errors/test-kit-error.ts'

/** One JSON-RPC call to a Solana cluster; its result, or a TestKitError with the cluster's words. */
async function callCluster<TResult>(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: TResult; error?: { message?: string } }
  if (body.result === undefined) {
    throw new TestKitError(`The cluster did not answer ${method}`, { details: body.error?.message })
  }
  return body.result
}

export type GetSolanaBalanceParameters = { rpcUrl: string; address: string }

/** Lamports of `address` as the cluster reports them (confirmed), for checks against the UI. */
export async function getSolanaBalance({
  rpcUrl,
  address,
}: GetSolanaBalanceParameters): Promise<bigint> {
  const { value } = await callCluster<{ value: number }>(rpcUrl, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}

export type GetSolanaTokenBalanceParameters = GetSolanaBalanceParameters & { mint: string }

type ParsedAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

/** The owner's balance of an SPL mint, in its smallest unit, summed over its token accounts. */
export async function getSolanaTokenBalance({
  rpcUrl,
  address,
  mint,
}: GetSolanaTokenBalanceParameters): Promise<bigint> {
  const { value } = await callCluster<ParsedAccounts>(rpcUrl, 'getTokenAccountsByOwner', [
    address,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}
