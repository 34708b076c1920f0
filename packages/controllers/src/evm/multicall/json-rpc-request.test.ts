import { describe, expect, it } from 'vitest'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { jsonRpcRequest } from './json-rpc-request.ts'

describe('jsonRpcRequest', () => {
  it('POSTs a JSON-RPC 2.0 request and returns the result', async () => {
    const fetch = createFakeFetch(() => ({ json: { jsonrpc: '2.0', id: 1, result: '0x1' } }))
    const result = await jsonRpcRequest({
      fetch,
      rpcUrl: 'http://127.0.0.1:8545',
      method: 'eth_chainId',
      params: [],
    })
    expect(result).toBe('0x1')
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { jsonrpc: '2.0', method: 'eth_chainId', params: [] },
    })
  })

  it('accepts only http and https URLs (docs/project/behaviour.md §5)', async () => {
    const fetch = createFakeFetch(() => ({ json: { result: '0x1' } }))
    for (const rpcUrl of ['ws://127.0.0.1:8545', 'file:///etc/passwd', 'javascript:alert(1)']) {
      await expect(
        jsonRpcRequest({ fetch, rpcUrl, method: 'eth_chainId', params: [] }),
      ).rejects.toThrow(`Invalid RPC URL: ${rpcUrl}`)
    }
    expect(fetch.calls).toHaveLength(0)
  })

  it('throws the HTTP status, the JSON-RPC error, or a shape error', async () => {
    const call = (reply: Parameters<typeof createFakeFetch>[0]) =>
      jsonRpcRequest({
        fetch: createFakeFetch(reply),
        rpcUrl: 'https://rpc.test',
        method: 'eth_call',
        params: [],
      })
    await expect(call(() => ({ status: 502 }))).rejects.toThrow('HTTP status code: 502')
    await expect(
      call(() => ({
        json: { error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } },
      })),
    ).rejects.toMatchObject({ rpcCode: 3, data: '0x08c379a0' })
    await expect(call(() => ({ json: { error: { message: 'odd' } } }))).rejects.toMatchObject({
      rpcCode: -32603,
    })
    await expect(call(() => ({ json: { jsonrpc: '2.0' } }))).rejects.toThrow(
      'Invalid JSON-RPC response',
    )
  })
})
