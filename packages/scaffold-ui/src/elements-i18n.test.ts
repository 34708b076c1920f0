import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  englishElementLabels,
  loadElementLabels,
  loadElementNumberLocale,
} from './elements-i18n.ts'

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

describe('loadElementNumberLocale', () => {
  it('answers the tag the modal writes numbers in: the tag’s locale, else the visitor’s', async () => {
    visitorLanguages(['en-GB'])
    expect(await loadElementNumberLocale(undefined)).toBe('en-US')
    expect(await loadElementNumberLocale('es-MX')).toBe('es-ES')
    expect(await loadElementNumberLocale('ar')).toBe('ar-u-nu-latn')
    visitorLanguages(['de-AT', 'en'])
    expect(await loadElementNumberLocale(undefined)).toBe('de-DE')
    expect(await loadElementNumberLocale('fi')).toBe('de-DE')
  })
})
