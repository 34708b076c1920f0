import { describe, expect, it } from 'vitest'
import { parseExactJson, stringifyExactJson } from './exact-json.ts'

describe('exact JSON', () => {
  it('keeps an id beyond 2^53 digit for digit through parse and stringify', () => {
    const text = '{"id":1732547283746123456,"jsonrpc":"2.0","method":"irn_subscribe"}'
    const parsed = parseExactJson(text) as { id: bigint }
    expect(parsed.id).toBe(1732547283746123456n)
    expect(stringifyExactJson({ id: parsed.id, jsonrpc: '2.0', result: true })).toBe(
      '{"id":1732547283746123456,"jsonrpc":"2.0","result":true}',
    )
  })

  it('leaves safe integers, decimals, exponents and look-alikes inside strings alone', () => {
    const text =
      '{"a":42,"b":-7,"c":1.5,"d":1e21,"e":"12345678901234567890","f":"say \\"99999999999999999999\\"","g":[-99999999999999999999]}'
    expect(parseExactJson(text)).toEqual({
      a: 42,
      b: -7,
      c: 1.5,
      d: 1e21,
      e: '12345678901234567890',
      f: 'say "99999999999999999999"',
      g: [-99999999999999999999n],
    })
  })

  it('finds where a string ends when it ends in an escaped backslash', () => {
    // "a\\" is the string a\; the quote after the two backslashes closes it.
    const text = '{"s":"a\\\\","n":12345678901234567890,"t":"\\"12345678901234567890"}'
    expect(parseExactJson(text)).toEqual({
      s: 'a\\',
      n: 12345678901234567890n,
      t: '"12345678901234567890',
    })
  })

  it('refuses text that is not JSON', () => {
    expect(() => parseExactJson('{"id": 1,')).toThrow(SyntaxError)
  })
})
