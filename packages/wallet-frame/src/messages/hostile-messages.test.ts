import { describe, expect, it } from 'vitest'
import { FRAME_EXAMPLES } from '../../test/frame-examples.ts'
import {
  FRAME_MESSAGE_SOURCE,
  frameRequest,
  parseFrameIncoming,
  parseFrameRequest,
} from './frame-envelopes.ts'
import { FRAME_REQUEST_TYPES } from './frame-requests.ts'

// A seeded generator, so a failure names a message that can be made again.
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'admin', 'privateKey', 'then']
const HOSTILE_VALUES: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  'x'.repeat(300_000),
  '<script>alert(1)</script>',
  [],
  {},
  true,
  new Date(0),
  new Map(),
  new Uint8Array(8),
  () => undefined,
  Symbol('s'),
  10n,
]

/**
 * One hostile message from a valid one: a field removed, replaced by a hostile value, or added
 * under a hostile key; a wrong type, source or id; a payload of another type; or nesting.
 */
function mutate(next: () => number, valid: Record<string, unknown>): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T
  const copy: Record<string, unknown> = { ...valid, payload: structuredClone(valid.payload) }
  const keys = Object.keys(copy)
  switch (Math.floor(next() * 8)) {
    case 0:
      delete copy[pick(keys)]
      return copy
    case 1:
      copy[pick(keys)] = pick(HOSTILE_VALUES)
      return copy
    case 2:
      return JSON.parse(
        `{${Object.entries(copy)
          .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`)
          .join(',')},${JSON.stringify(pick(HOSTILE_KEYS))}:{"polluted":true}}`,
      )
    case 3:
      copy.payload = JSON.parse(`{${JSON.stringify(pick(HOSTILE_KEYS))}:{"polluted":true}}`)
      return copy
    case 4:
      copy.type = pick(['', 'rpc_request', 'SIGN_OUT ', 'GET_PRIVATE_KEY', '__proto__'])
      return copy
    case 5:
      copy.id = pick(['', '1', 'x'.repeat(65), '../../etc', 'id with space', 42])
      return copy
    case 6:
      copy.payload = FRAME_EXAMPLES[pick(FRAME_REQUEST_TYPES)].reply
      copy.extra = pick(HOSTILE_VALUES)
      return copy
    default: {
      let nested: unknown = copy
      for (let level = 0; level < 40; level += 1) nested = { payload: nested }
      return nested
    }
  }
}

describe('10 000 generated hostile frame messages', () => {
  it('none throws and none is taken, at the frame or at the dapp', () => {
    const next = random(0x5eed)
    const taken: unknown[] = []
    for (let index = 0; index < 10_000; index += 1) {
      const type = FRAME_REQUEST_TYPES[
        index % FRAME_REQUEST_TYPES.length
      ] as (typeof FRAME_REQUEST_TYPES)[number]
      const request = frameRequest(`request-${index}`, type, FRAME_EXAMPLES[type].request)
      const reply = {
        source: FRAME_MESSAGE_SOURCE,
        id: `request-${index}`,
        type,
        ok: true,
        payload: FRAME_EXAMPLES[type].reply,
      }
      const hostileRequest = mutate(next, request)
      const hostileReply = mutate(next, reply)
      for (const accepted of [
        parseFrameRequest(hostileRequest),
        parseFrameIncoming(hostileReply),
      ]) {
        if (accepted === undefined) continue
        taken.push(accepted)
      }
    }
    // A few mutations leave a message valid (an optional field removed, a payload that fits both
    // types): those are not hostile. Whatever got through carries nothing hostile.
    const text = JSON.stringify(taken)
    for (const key of HOSTILE_KEYS) expect(text).not.toContain(`"${key}"`)
    expect(text).not.toContain('<script>')
    expect(taken.length).toBeLessThan(500)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })
})
