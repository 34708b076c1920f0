import { describe, expect, it } from 'vitest'
import { FRAME_EXAMPLES } from '../../test/frame-examples.ts'
import {
  APP_MESSAGE_SOURCE,
  FRAME_MESSAGE_SOURCE,
  frameRequest,
  parseFrameIncoming,
  parseFrameRequest,
} from './frame-envelopes.ts'
import { FRAME_REQUEST_TYPES } from './frame-requests.ts'
import { FRAME_MESSAGE_MAX_BYTES } from './plain-data.ts'

const id = 'request-0001'
const reply = (type: string, payload: unknown) => ({
  source: FRAME_MESSAGE_SOURCE,
  id,
  type,
  ok: true,
  payload,
})

describe('frame messages', () => {
  it('has an example of each of the 24 request types of docs/project/behaviour.md §7, and both sides read them', () => {
    expect(FRAME_REQUEST_TYPES).toHaveLength(24)
    for (const type of FRAME_REQUEST_TYPES) {
      const { request, reply: answer } = FRAME_EXAMPLES[type]
      expect(parseFrameRequest(frameRequest(id, type, request)), type).toEqual({
        id,
        type,
        payload: request,
      })
      expect(parseFrameIncoming(reply(type, answer)), type).toEqual({
        kind: 'reply',
        id,
        type,
        ok: true,
        payload: answer,
      })
    }
  })

  it('reads an error reply and the two events', () => {
    const error = { code: 4001, message: 'User rejected the request.' }
    const failed = { source: FRAME_MESSAGE_SOURCE, id, type: 'RPC_REQUEST', ok: false, error }
    expect(parseFrameIncoming(failed)).toEqual({
      kind: 'reply',
      id,
      type: 'RPC_REQUEST',
      ok: false,
      error,
    })
    expect(
      parseFrameIncoming({ source: FRAME_MESSAGE_SOURCE, event: 'READY', payload: {} }),
    ).toEqual({ kind: 'event', event: 'READY', payload: {} })
    const approval = { requestId: 'approval-0001', method: 'personal_sign', params: ['0x01'] }
    expect(
      parseFrameIncoming({
        source: FRAME_MESSAGE_SOURCE,
        event: 'RPC_APPROVAL_REQUEST',
        payload: approval,
      }),
    ).toEqual({ kind: 'event', event: 'RPC_APPROVAL_REQUEST', payload: approval })
  })

  it('refuses wrong shapes: unknown fields, wrong source, bad ids, wrong payloads', () => {
    const valid = frameRequest(id, 'CONNECT_EMAIL', { email: 'ada@example.com' })
    const refused = [
      { ...valid, extra: 1 },
      { ...valid, source: FRAME_MESSAGE_SOURCE },
      { ...valid, id: 'short' },
      { ...valid, id: 'has spaces in it' },
      { ...valid, type: 'STEAL_KEYS' },
      { ...valid, payload: { email: 'not-an-email' } },
      { ...valid, payload: { email: 'ada@example.com', admin: true } },
      frameRequest(id, 'CONNECT_OTP', { otp: '12345' }),
      frameRequest(id, 'RPC_REQUEST', { method: 'eth_sign; drop' }),
    ]
    for (const message of refused) expect(parseFrameRequest(message)).toBeUndefined()
    expect(parseFrameIncoming(reply('CONNECT_EMAIL', { action: 'CONNECT_NOW' }))).toBeUndefined()
    expect(
      parseFrameIncoming({
        ...reply('IS_CONNECTED', { isConnected: true }),
        source: APP_MESSAGE_SOURCE,
      }),
    ).toBeUndefined()
  })

  it('refuses what is not plain JSON data, too deep, too big, or names a prototype key', () => {
    const payload = (value: unknown) =>
      frameRequest(id, 'RPC_REQUEST', { method: 'eth_call', params: value })
    let deep: unknown = 'bottom'
    for (let level = 0; level < 40; level += 1) deep = [deep]
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const refused = [
      payload(new Map([['a', 1]])),
      payload(new Date(0)),
      payload(new Uint8Array(4)),
      payload(cyclic),
      payload(deep),
      payload(Number.NaN),
      payload('x'.repeat(FRAME_MESSAGE_MAX_BYTES)),
      payload(JSON.parse('{"__proto__": {"polluted": true}}')),
      payload({ constructor: { prototype: { polluted: true } } }),
      payload([() => undefined]),
      Object.assign(Object.create({ inherited: true }), frameRequest(id, 'RELOAD')),
    ]
    for (const message of refused) expect(parseFrameRequest(message)).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
