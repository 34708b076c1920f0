import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishElementLabels, loadElementLabels } from './elements-i18n.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('loadElementLabels', () => {
  it('answers English at once for an English tag or visitor, without fetching a catalogue', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'fr'])
    expect(await loadElementLabels('en-US')).toBe(englishElementLabels)
    expect(await loadElementLabels(undefined)).toBe(englishElementLabels)
  })

  it('loads the best catalogue for the tag, else for the visitor’s languages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-HK', 'en'])
    expect((await loadElementLabels('pt-PT'))['title.Connect']).toBe('Conectar carteira')
    expect((await loadElementLabels(undefined))['title.Connect']).toBe('連結錢包')
    expect((await loadElementLabels('sv'))['title.Connect']).toBe('連結錢包')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE'])
    expect(await loadElementLabels('fi')).toEqual(englishElementLabels)
  })
})
