import { DevnetError } from '../errors.ts'

/** The error member of a node's JSON-RPC answer (revert data in `data` for eth_call). */
export type NodeRpcError = { code: number; message: string; data?: unknown }

/** A node answer: the result, or its error object (kept whole so revert data can be decoded). */
export type NodeRpcAnswer<TResult> = { result: TResult } | { error: NodeRpcError }

let nextId = 1

/** One JSON-RPC call to the anvil node; transport failures throw, RPC errors are returned. */
export async function callNode<TResult>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<NodeRpcAnswer<TResult>> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok) {
    throw new DevnetError(`The node answered ${method} with HTTP ${response.status}`, {
      details: rpcUrl,
    })
  }
  const body = (await response.json()) as { result?: TResult; error?: NodeRpcError }
  if (body.error) return { error: body.error }
  return { result: body.result as TResult }
}

/** Like {@link callNode}, but an RPC error throws too: for reads that must not fail. */
export async function readNode<TResult>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<TResult> {
  const answer = await callNode<TResult>(rpcUrl, method, params)
  if ('error' in answer) {
    throw new DevnetError(`The node refused ${method}: ${answer.error.message}`, {
      details: rpcUrl,
    })
  }
  return answer.result
}
