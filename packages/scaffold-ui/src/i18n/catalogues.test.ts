import {
  englishMessages,
  errorCatalogue,
  type MessageCode,
  noticeCatalogue,
  placeholdersOf,
} from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es, esMessages } from './es.ts'

const sorted = (values: Iterable<string>) => [...values].sort()

// Texts that are the same in both languages: a placeholder the service fills in its own words.
const SAME_IN_BOTH = new Set<MessageCode>(['NAME_SERVICE_REASON', 'DAPP_MESSAGE'])

describe('catalogues', () => {
  it('Spanish has every English key, nothing more, each translated with the same placeholders', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const [key, message] of Object.entries(en)) {
      const translated = es[key as keyof typeof en]
      expect(translated.trim(), key).not.toBe('')
      expect(sorted(placeholdersOf(translated)), key).toEqual(sorted(placeholdersOf(message)))
    }
  })

  it('gives every error and notice of the catalogue an English and a Spanish text', () => {
    const codes = [...Object.keys(errorCatalogue), ...Object.keys(noticeCatalogue)]
    expect(codes.length).toBeGreaterThan(100)
    expect(sorted(Object.keys(esMessages))).toEqual(sorted(codes))
    for (const code of codes as MessageCode[]) {
      const english = englishMessages[code]
      const spanish = esMessages[code]
      expect(english.trim(), code).not.toBe('')
      expect(spanish.trim(), code).not.toBe('')
      if (!SAME_IN_BOTH.has(code)) expect(spanish, code).not.toBe(english)
      expect(sorted(placeholdersOf(spanish)), code).toEqual(sorted(placeholdersOf(english)))
    }
  })

  it('keeps the interface free of error texts: errors are shown by code', () => {
    expect(Object.keys(en).filter((key) => key.startsWith('error.'))).toEqual([])
  })

  it('keeps the stable accessible names of the interface in English', () => {
    expect(en['title.Connect']).toBe('Connect Wallet')
    expect(en['account.disconnect']).toBe('Disconnect')
    expect(en['account.send']).toBe('Send')
    expect(en['account.receive']).toBe('Receive')
    expect(en['account.swap']).toBe('Swap')
    expect(en['account.buy']).toBe('Buy')
    expect(en['account.activity']).toBe('Activity')
  })
})
