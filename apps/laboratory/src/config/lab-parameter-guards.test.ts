import { describe, expect, it } from 'vitest'
import { toHttpUrl, toLanguageTag, toOneOf, toWebSocketUrl } from './lab-parameter-guards.ts'

describe('toHttpUrl', () => {
  it('keeps http(s) URLs, trimmed and without trailing slashes', () => {
    expect(toHttpUrl('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(toHttpUrl(' https://api.example.org/v1// ')).toBe('https://api.example.org/v1')
    expect(toHttpUrl('HTTP://localhost:9000/')).toBe('HTTP://localhost:9000')
  })

  it('drops tabs and newlines the URL parser would drop', () => {
    expect(toHttpUrl('http://127.0.\n0.1:8787')).toBe('http://127.0.0.1:8787')
  })

  it('refuses other schemes, scheme typos and text that is not a URL', () => {
    for (const value of [
      'ftp://127.0.0.1',
      'ws://127.0.0.1:8555',
      'http:127.0.0.1',
      'https:/127.0.0.1',
      'javascript://alert(1)',
      'not a url',
      'http://',
      '',
    ])
      expect(toHttpUrl(value), value).toBeUndefined()
  })
})

describe('toWebSocketUrl', () => {
  it('keeps ws(s) URLs without trailing slashes and refuses http', () => {
    expect(toWebSocketUrl('ws://127.0.0.1:8555/')).toBe('ws://127.0.0.1:8555')
    expect(toWebSocketUrl('wss://relay.example.org/path/')).toBe('wss://relay.example.org/path')
    expect(toWebSocketUrl('http://127.0.0.1:8555')).toBeUndefined()
    expect(toWebSocketUrl('wss://')).toBeUndefined()
  })
})

describe('toOneOf', () => {
  it('keeps a listed value only, matching case exactly', () => {
    expect(toOneOf('b', ['a', 'b'])).toBe('b')
    expect(toOneOf('B', ['a', 'b'])).toBeUndefined()
    expect(toOneOf('', ['a', 'b'])).toBeUndefined()
  })
})

describe('toLanguageTag', () => {
  it('keeps language tags and refuses markup or bare subtags', () => {
    for (const tag of ['es', 'es-MX', 'zh_Hant', 'sgn-BE-FR']) expect(toLanguageTag(tag)).toBe(tag)
    for (const value of ['<script>', 'e', 'english', 'es-', 'es MX'])
      expect(toLanguageTag(value), value).toBeUndefined()
  })
})
