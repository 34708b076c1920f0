import type { ThemeState } from '@openappkit/controllers/internal'
import {
  type CreateThemeVariablesReturnType,
  createThemeVariables,
  type ThemeVariables,
} from '@openappkit/ui'

/** The root element's inline style: the incumbent's variables and our own `--apkt-*` overrides. */
export type ThemeStyle = CreateThemeVariablesReturnType & { [variable: `--apkt-${string}`]: string }

/**
 * Turns the theme state into the root's inline style. `--w3m-*` names go through the UI's
 * filter (known names only, numbers as CSS numbers); `--apkt-*` tokens pass as they are, so an
 * integrator can set any token directly. Everything else is dropped.
 */
export function createThemeStyle(theme: Pick<ThemeState, 'themeMode' | 'themeVariables'>) {
  const w3m: Record<string, string | number> = {}
  const style: ThemeStyle = createThemeVariables({ themeMode: theme.themeMode })
  for (const [name, value] of Object.entries(theme.themeVariables)) {
    if (name.startsWith('--w3m-')) w3m[name] = value
    else if (name.startsWith('--apkt-') && isCssValue(value)) {
      style[name as `--apkt-${string}`] = String(value).trim()
    }
  }
  return Object.assign(
    style,
    createThemeVariables({ themeMode: theme.themeMode, themeVariables: w3m as ThemeVariables }),
  )
}

function isCssValue(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value)
  // A value cannot close the declaration or the style attribute it is written into.
  return typeof value === 'string' && value.trim() !== '' && !/[;{}<>]/.test(value)
}
