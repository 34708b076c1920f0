import { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
import type { ThemeMode, ThemeState, ThemeVariables } from './types.ts'

/** Parameters of {@link createThemeState}. */
export type CreateThemeStateParameters = {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}

/** The theme from options; dark when no mode is given (the visitor's preference is UI's call). */
export function createThemeState(parameters: CreateThemeStateParameters = {}): ThemeState {
  const themeMode = parameters.themeMode ?? 'dark'
  const themeVariables = { ...parameters.themeVariables }
  return {
    themeMode,
    themeVariables,
    w3mThemeVariables: getW3mThemeVariables(themeVariables, themeMode),
  }
}
