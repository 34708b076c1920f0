import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishElementLabels, loadElementBalanceText, loadElementLabels } from './elements-i18n.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The visitor's languages as a browser reports them (`language` is the first). */
function visitorLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

describe('loadElementLabels', () => {
  it('answers English at once for an English tag or visitor, without fetching a catalogue', async () => {
    visitorLanguages(['en-GB', 'fr'])
    expect(await loadElementLabels('en-US')).toBe(englishElementLabels)
    expect(await loadElementLabels(undefined)).toBe(englishElementLabels)
  })

  it('loads the best catalogue for the tag, else for the visitor’s languages', async () => {
    visitorLanguages(['zh-HK', 'en'])
    expect((await loadElementLabels('pt-PT'))['title.Connect']).toBe('Conectar carteira')
    expect((await loadElementLabels(undefined))['title.Connect']).toBe('連結錢包')
    expect((await loadElementLabels('sv'))['title.Connect']).toBe('連結錢包')
    visitorLanguages(['sv-SE'])
    expect(await loadElementLabels('fi')).toEqual(englishElementLabels)
  })
})

describe('loadElementBalanceText', () => {
  it('writes a balance as the modal does, in the tag’s locale, else the visitor’s', async () => {
    visitorLanguages(['en-GB'])
    const english = await loadElementBalanceText(undefined)
    expect(english('10000', 'ETH')).toBe('10,000 ETH')
    expect(english('0.12399', 'ETH')).toBe('0.1239 ETH')
    expect(english('0.0000123', 'ETH')).toBe('<0.0001 ETH')
    expect(english('0', 'ETH')).toBe('0 ETH')
    // Any Spanish is written as the Spanish catalogue's es-ES (so es-MX too).
    const spanish = await loadElementBalanceText('es-MX')
    expect(spanish('10000', 'ETH')).toBe('10.000 ETH')
    expect(spanish('1234.56789', 'ETH')).toBe('1234,5678 ETH')
    expect((await loadElementBalanceText('ar'))('10000', 'ETH')).toBe('10,000 ETH')
    visitorLanguages(['de-AT', 'en'])
    expect((await loadElementBalanceText(undefined))('10000.5', 'ETH')).toBe('10.000,5 ETH')
    expect((await loadElementBalanceText('fi'))('10000.5', 'ETH')).toBe('10.000,5 ETH')
  })
})
