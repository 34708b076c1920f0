import type { ThemeMode, ThemeVariables, W3mThemeVariables } from './types.ts'

const DEFAULT_ACCENT: Record<ThemeMode, string> = {
  light: 'hsla(231, 100%, 70%, 1)',
  dark: 'hsla(230, 100%, 67%, 1)',
}
const BACKGROUND: Record<ThemeMode, string> = { light: '#ffffff', dark: '#121313' }

/**
 * The accent and background the embedded wallet frame paints with: the integrator's accent
 * (`--apkt-accent`, or the incumbent's `--w3m-accent`) over the mode's default.
 */
export function getW3mThemeVariables(
  themeVariables: ThemeVariables,
  themeMode: ThemeMode,
): W3mThemeVariables {
  const accent = themeVariables['--apkt-accent'] ?? themeVariables['--w3m-accent']
  return {
    '--w3m-accent': accent === undefined ? DEFAULT_ACCENT[themeMode] : String(accent),
    '--w3m-background': BACKGROUND[themeMode],
  }
}
