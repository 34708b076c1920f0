import { describe, expect, it, vi } from 'vitest'
import { matchLocale, resolveLocale } from './resolve-locale.ts'

describe('matchLocale', () => {
  it('serves a tag by its language, Portuguese by pt-BR and Chinese by script or region', () => {
    expect(matchLocale('es-MX')).toBe('es')
    expect(matchLocale('ES_es')).toBe('es')
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('ar-EG')).toBe('ar')
    expect(matchLocale('in')).toBe('id')
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('pt-br')).toBe('pt-BR')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-Hans')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('zh-Hans-HK')).toBe('zh-CN')
    expect(matchLocale('zh-TW')).toBe('zh-TW')
    expect(matchLocale('zh-HK')).toBe('zh-TW')
    expect(matchLocale('zh-MO')).toBe('zh-TW')
    expect(matchLocale('zh-Hant')).toBe('zh-TW')
    expect(matchLocale('sv-SE')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
  })
})

describe('resolveLocale', () => {
  it('takes the requested tag, else the first of the visitor’s languages we have, else English', () => {
    expect(resolveLocale('ja', ['de-DE'])).toBe('ja')
    expect(resolveLocale(undefined, ['sv-SE', 'nl-BE', 'en'])).toBe('nl')
    expect(resolveLocale('sv', ['zh-HK'])).toBe('zh-TW')
    expect(resolveLocale(undefined, ['sv', 'fi'])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
  })

  it('reads navigator.languages when not given the visitor’s languages', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en'])
    try {
      expect(resolveLocale(undefined)).toBe('pt-BR')
      expect(resolveLocale('ko-KR')).toBe('ko')
    } finally {
      languages.mockRestore()
    }
  })
})
