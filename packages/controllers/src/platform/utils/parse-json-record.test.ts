import { describe, expect, it } from 'vitest'
import { isJsonObject, isOptionalString, parseJsonRecord } from './parse-json-record.ts'

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

describe('parseJsonRecord', () => {
  it('copies a JSON object whose every entry parses', () => {
    const stored = JSON.parse('{"eip155":"a","solana":"b"}')
    const record = parseJsonRecord(stored, asString)
    expect(record).toEqual({ eip155: 'a', solana: 'b' })
    expect(record).not.toBe(stored)
  })

  it('rejects non-objects and any entry that does not parse', () => {
    expect(parseJsonRecord(['a'], asString)).toBeUndefined()
    expect(parseJsonRecord(null, asString)).toBeUndefined()
    expect(parseJsonRecord('a', asString)).toBeUndefined()
    expect(parseJsonRecord({ a: 'x', b: 1 }, asString)).toBeUndefined()
  })

  it('drops a stored __proto__ key so it cannot reach a prototype', () => {
    const record = parseJsonRecord(JSON.parse('{"__proto__":"x","a":"y"}'), asString)
    expect(record).toEqual({ a: 'y' })
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
    expect(Object.hasOwn(record ?? {}, '__proto__')).toBe(false)
  })
})

describe('guards', () => {
  it('isJsonObject accepts objects only, isOptionalString strings and undefined', () => {
    expect([{}, [], null, 'a'].map(isJsonObject)).toEqual([true, false, false, false])
    expect(['a', undefined, null, 1].map(isOptionalString)).toEqual([true, true, false, false])
  })
})
