import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRpcMethod, handleJsonRpcText, type RpcMethods } from './rpc-dispatch.ts'

const calls: string[] = []
const methods: RpcMethods = {
  echo: defineRpcMethod(z.tuple([z.string()]), ([text]) => {
    calls.push(text)
    return text
  }),
  fail: defineRpcMethod(z.tuple([]), () => {
    throw new Error('kaput')
  }),
}

async function answer(payload: unknown): Promise<unknown> {
  const text = await handleJsonRpcText(
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    methods,
  )
  return text === undefined ? undefined : JSON.parse(text)
}

describe('handleJsonRpcText', () => {
  it('answers a request with its id and result', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 1, method: 'echo', params: ['hi'] })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: 'hi',
    })
  })

  it('answers unparsable JSON with -32700 and a null id', async () => {
    expect(await answer('{"jsonrpc":')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers an invalid envelope with -32600, echoing a usable id', async () => {
    expect(await answer({ jsonrpc: '1.0', id: 3, method: 'echo' })).toMatchObject({
      id: 3,
      error: { code: -32600, message: 'Invalid request' },
    })
    expect(await answer(42)).toMatchObject({ id: null, error: { code: -32600 } })
  })

  it('answers an unknown method, prototype names included, with -32601', async () => {
    for (const method of ['nope', 'constructor', '__proto__', 'toString']) {
      expect(await answer({ jsonrpc: '2.0', id: 4, method })).toMatchObject({
        id: 4,
        error: { code: -32601, message: 'Method not found' },
      })
    }
  })

  it('answers params that fail the schema with -32602', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 5, method: 'echo', params: [1] })).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('turns a handler crash into -32603 instead of throwing', async () => {
    expect(await answer({ jsonrpc: '2.0', id: 6, method: 'fail' })).toMatchObject({
      error: { code: -32603, message: 'Internal error: kaput' },
    })
  })

  it('answers a batch in order, skipping notifications, and an empty batch with -32600', async () => {
    calls.length = 0
    const batch = await answer([
      { jsonrpc: '2.0', id: 'a', method: 'echo', params: ['one'] },
      { jsonrpc: '2.0', method: 'echo', params: ['notified'] },
      { bogus: true },
      { jsonrpc: '2.0', id: 'b', method: 'echo', params: ['two'] },
    ])
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'one' },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: 'b', result: 'two' },
    ])
    expect(calls).toEqual(['one', 'notified', 'two'])
    expect(await answer([])).toMatchObject({ id: null, error: { code: -32600 } })
  })

  it('owes nothing for a lone notification', async () => {
    expect(await answer({ jsonrpc: '2.0', method: 'echo', params: ['quiet'] })).toBeUndefined()
  })
})
