import { fillTemplate } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { english, loadEnglishFeatures } from './english.ts'
import { loadCatalogue } from './load-catalogue.ts'
import { createTranslator } from './translate.ts'
import type { Catalogue } from './types.ts'

describe('createTranslator', () => {
  it('looks keys up and fills their placeholders, counting by the plural rules', () => {
    const t = createTranslator(en, 'en-US')
    expect(t('title.Connect')).toBe('Connect Wallet')
    expect(t('connecting.continueIn', { name: 'Harbor' })).toBe('Continue in Harbor')
    expect(t('allWallets.results', { count: 3 })).toBe('3 wallets')
    expect(t('allWallets.results', { count: 1 })).toBe('1 wallet')
    expect(t('allWallets.results', { count: 1234 })).toBe('1,234 wallets')
  })

  it('reads a key the catalogue lacks (added in English since) in English', () => {
    const { 'common.close': _, ...withoutClose } = en
    const t = createTranslator(withoutClose as Catalogue, 'fr-FR')
    expect(t('common.close')).toBe('Close')
  })

  it('writes counts with the plural rule and the digits of its locale', async () => {
    const t = createTranslator(en, 'en-US')
    expect(t('allWallets.results', { count: 1 })).toBe('1 wallet')
    expect(t('allWallets.results', { count: 1200 })).toBe('1,200 wallets')
    const spanish = createTranslator((await loadCatalogue('es')).ui, 'es-ES')
    expect(spanish('allWallets.results', { count: 1 })).toBe('1 cartera')
    expect(spanish('allWallets.results', { count: 12_000 })).toBe('12.000 carteras')
  })

  it('leaves unknown placeholders as written and does not read inherited keys', () => {
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}')
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
    expect(fillTemplate('{a}', undefined)).toBe('{a}')
  })
})

// Fetched while the file loads: a first import is transformed on the spot, slow on a busy machine.
const [es, ru] = await Promise.all([loadCatalogue('es'), loadCatalogue('ru')])

describe('loadCatalogue', () => {
  it('returns English as shipped and the others from their own modules', async () => {
    expect((await loadCatalogue('en')).ui).toBe(english)
    expect(es.ui['title.Connect']).toBe('Conectar cartera')
    expect(es.messages.CONNECTION_REJECTED).toBe('Conexión rechazada')
    const t = createTranslator(ru.ui, 'ru-RU')
    expect([1, 3, 5, 21, 1234].map((count) => t('allWallets.results', { count }))).toEqual([
      '1 кошелек',
      '3 кошелька',
      '5 кошельков',
      '21 кошелек',
      `${new Intl.NumberFormat('ru-RU').format(1234)} кошелька`,
    ])
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
