import { describe, expect, it } from 'vitest'
import { createThemeStyle } from './theme-style.ts'

describe('createThemeStyle', () => {
  it('passes the incumbent names through the UI filter and our tokens as they are', () => {
    const style = createThemeStyle({
      themeMode: 'dark',
      themeVariables: {
        '--w3m-accent': '#ff0066',
        '--w3m-z-index': 50,
        '--w3m-unknown': 'x',
        '--apkt-radius-master': '2px',
        '--other': 'dropped',
      },
    })
    expect(style).toEqual({
      colorScheme: 'dark',
      '--w3m-accent': '#ff0066',
      '--w3m-z-index': '50',
      '--apkt-radius-master': '2px',
    })
  })

  it('drops values that could break out of the declaration', () => {
    const style = createThemeStyle({
      themeMode: 'light',
      themeVariables: { '--apkt-accent': 'red; display: none', '--apkt-fg-1': '  ' },
    })
    expect(style).toEqual({ colorScheme: 'light' })
  })
})
