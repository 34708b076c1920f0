import { describe, expect, it } from 'vitest'
import { isHttpUrl, isWebSocketUrl } from './network-fields.ts'

describe('isHttpUrl', () => {
  it('takes absolute http and https URLs, in any case', () => {
    expect(isHttpUrl('https://rpc.example.com/v1?key=1')).toBe(true)
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true)
    expect(isHttpUrl('HTTPS://RPC.EXAMPLE.COM')).toBe(true)
  })

  it('refuses other schemes, relative or broken URLs and non-strings', () => {
    for (const value of [
      'wss://rpc.example.com',
      'ftp://rpc.example.com',
      'javascript:alert(1)',
      '/rpc',
      'rpc.example.com',
      'http://',
      '',
      undefined,
      42,
      { url: 'https://rpc.example.com' },
    ]) {
      expect(isHttpUrl(value), String(value)).toBe(false)
    }
  })
})

describe('isWebSocketUrl', () => {
  it('takes ws and wss URLs only', () => {
    expect(isWebSocketUrl('wss://relay.example.com')).toBe(true)
    expect(isWebSocketUrl('ws://127.0.0.1:8555')).toBe(true)
    expect(isWebSocketUrl('https://relay.example.com')).toBe(false)
    expect(isWebSocketUrl('relay.example.com')).toBe(false)
  })
})
