import { describe, expect, it } from 'vitest'
import { isThemeMode, THEME_MODES } from './is-theme-mode.ts'
import { themeModeSchema } from './theme-mode.ts'

describe('isThemeMode', () => {
  it.each(['system', 'Dark', '', 1, undefined])('rejects %j', (mode) => {
    expect(isThemeMode(mode)).toBe(false)
  })

  it('accepts exactly what themeModeSchema accepts', () => {
    for (const mode of THEME_MODES) {
      expect(isThemeMode(mode)).toBe(true)
      expect(themeModeSchema.parse(mode)).toBe(mode)
    }
  })
})
