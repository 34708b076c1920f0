/** One JSON-RPC call to the devnet's node; throws with the method and the node's message. */
export async function nodeRpc<TResult>(
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<TResult> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: TResult; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as TResult
}
