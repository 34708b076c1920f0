import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
import { setThemeMode } from './set-theme-mode.ts'
import { setThemeVariables } from './set-theme-variables.ts'
import type { ThemeMode } from './types.ts'

describe('theme', () => {
  it('starts from the options and defaults to dark', () => {
    expect(createTestCore().core.state.theme.themeMode).toBe('dark')
    const { core } = createTestCore({
      themeMode: 'light',
      themeVariables: { '--apkt-accent': 'red' },
    })
    expect(core.state.theme.themeMode).toBe('light')
    expect(core.state.theme.w3mThemeVariables).toEqual({
      '--w3m-accent': 'red',
      '--w3m-background': '#ffffff',
    })
  })

  it('switches mode and refuses anything but light or dark', () => {
    const { core } = createTestCore()
    setThemeMode(core, 'light')
    expect(core.state.theme.themeMode).toBe('light')
    expect(core.state.theme.w3mThemeVariables['--w3m-background']).toBe('#ffffff')
    expect(() => setThemeMode(core, 'blue' as ThemeMode)).toThrow(
      'Invalid option "themeMode": must be "light" or "dark"',
    )
    expect(core.state.theme.themeMode).toBe('light')
  })

  it('merges variables and recomputes the frame variables', () => {
    const { core } = createTestCore()
    setThemeVariables(core, { '--apkt-font-family': 'serif' })
    setThemeVariables(core, { '--w3m-accent': '#00ff00' })
    expect(core.state.theme.themeVariables).toEqual({
      '--apkt-font-family': 'serif',
      '--w3m-accent': '#00ff00',
    })
    expect(core.state.theme.w3mThemeVariables['--w3m-accent']).toBe('#00ff00')
  })

  it('falls back to the mode accent', () => {
    expect(getW3mThemeVariables({}, 'dark')).toEqual({
      '--w3m-accent': 'hsla(230, 100%, 67%, 1)',
      '--w3m-background': '#121313',
    })
  })
})
