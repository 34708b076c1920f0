import { describe, expect, it } from 'vitest'
import { createThemeVariables, type ThemeVariables } from './create-theme-variables.ts'

describe('createThemeVariables', () => {
  it('defaults to light with no variables', () => {
    expect(createThemeVariables()).toEqual({ colorScheme: 'light' })
  })

  it('passes the incumbent names through and stringifies numbers', () => {
    const style = createThemeVariables({
      themeMode: 'dark',
      themeVariables: {
        '--w3m-accent': '#ff0066',
        '--w3m-color-mix': '#00ff00',
        '--w3m-color-mix-strength': 40,
        '--w3m-z-index': 2147483000,
        '--w3m-border-radius-master': '2px',
      },
    })
    expect(style).toEqual({
      colorScheme: 'dark',
      '--w3m-accent': '#ff0066',
      '--w3m-color-mix': '#00ff00',
      '--w3m-color-mix-strength': '40',
      '--w3m-z-index': '2147483000',
      '--w3m-border-radius-master': '2px',
    })
  })

  it('drops unknown names, blank strings and non-finite numbers', () => {
    const themeVariables = {
      '--w3m-accent': '  ',
      '--w3m-z-index': Number.NaN,
      '--w3m-unknown': 'x',
      color: 'red',
    } as ThemeVariables
    expect(createThemeVariables({ themeVariables })).toEqual({ colorScheme: 'light' })
  })

  it('applies to a root element as custom properties', () => {
    const root = document.createElement('div')
    const style = createThemeVariables({ themeVariables: { '--w3m-qr-color': '#123456' } })
    for (const [name, value] of Object.entries(style)) {
      if (name.startsWith('--')) root.style.setProperty(name, value)
    }
    expect(root.style.getPropertyValue('--w3m-qr-color')).toBe('#123456')
  })
})
