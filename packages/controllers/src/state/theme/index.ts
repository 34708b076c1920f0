export { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
export { setThemeMode } from './set-theme-mode.ts'
export { setThemeVariables } from './set-theme-variables.ts'
export type { ThemeMode, ThemeState, ThemeVariables, W3mThemeVariables } from './types.ts'
