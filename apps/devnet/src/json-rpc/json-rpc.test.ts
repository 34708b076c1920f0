import { describe, expect, it } from 'vitest'
import { JsonRpcError, salvageId, stringifyJson, toErrorObject } from './json-rpc.ts'

describe('stringifyJson', () => {
  it('writes bigints as bare integers, beyond the safe range too', () => {
    expect(stringifyJson({ rentEpoch: 18446744073709551615n, lamports: 5n })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5}',
    )
  })

  it('matches JSON.stringify for plain values and drops undefined members', () => {
    const value = { a: [1, 'two', null, true], b: undefined, c: { d: 'q"uote' } }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
  })

  it('writes non-finite numbers as null', () => {
    expect(stringifyJson([Number.NaN, Number.POSITIVE_INFINITY])).toBe('[null,null]')
  })
})

describe('toErrorObject', () => {
  it('keeps a JsonRpcError code, message and data', () => {
    expect(toErrorObject(new JsonRpcError(-32002, 'failed', { logs: [] }))).toEqual({
      code: -32002,
      message: 'failed',
      data: { logs: [] },
    })
  })

  it('turns any other failure into -32603', () => {
    expect(toErrorObject(new TypeError('boom'))).toEqual({
      code: -32603,
      message: 'Internal error: boom',
    })
  })
})

describe('salvageId', () => {
  it('echoes a usable id and nulls anything else', () => {
    expect(salvageId({ id: 7 })).toBe(7)
    expect(salvageId({ id: 'a' })).toBe('a')
    expect(salvageId({ id: { nested: true } })).toBeNull()
    expect(salvageId('text')).toBeNull()
  })
})
