import { fillTemplate } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { english, loadEnglishFeatures } from './english.ts'
import { loadCatalogue, resolveLocale } from './load-catalogue.ts'
import { createTranslator } from './translate.ts'

describe('createTranslator', () => {
  it('looks keys up and fills their placeholders', () => {
    const t = createTranslator(en)
    expect(t('title.Connect')).toBe('Connect Wallet')
    expect(t('connecting.continueIn', { name: 'Harbor' })).toBe('Continue in Harbor')
    expect(t('allWallets.results', { count: 3 })).toBe('3 wallets')
  })

  it('leaves unknown placeholders as written and does not read inherited keys', () => {
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}')
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
    expect(fillTemplate('{a}', undefined)).toBe('{a}')
  })
})

describe('resolveLocale', () => {
  it('maps a language tag to a catalogue, English by default', () => {
    expect(resolveLocale('es')).toBe('es')
    expect(resolveLocale('es-MX')).toBe('es')
    expect(resolveLocale('ES_es')).toBe('es')
    expect(resolveLocale('fr')).toBe('en')
    expect(resolveLocale(undefined)).toBe('en')
  })
})

describe('loadCatalogue', () => {
  it('returns English as shipped and Spanish from its own module', async () => {
    expect((await loadCatalogue('en')).ui).toBe(english)
    const es = await loadCatalogue('es')
    expect(es.ui['title.Connect']).toBe('Conectar cartera')
    expect(es.messages.CONNECTION_REJECTED).toBe('Conexión rechazada')
  })
})

describe('English feature strings', () => {
  it('ship the shell strings at once and add the feature views’ strings on demand', async () => {
    expect(english['title.Connect']).toBe('Connect Wallet')
    await loadEnglishFeatures()
    await loadEnglishFeatures()
    expect(english).toEqual(en)
  })
})
