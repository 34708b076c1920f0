import type { AppKitCore } from '../../core/types.ts'
import { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
import type { ThemeVariables } from './types.ts'

/** Merges `themeVariables` over the current ones. */
export function setThemeVariables(core: AppKitCore, themeVariables: ThemeVariables): void {
  const { theme } = core.state
  theme.themeVariables = { ...theme.themeVariables, ...themeVariables }
  theme.w3mThemeVariables = getW3mThemeVariables(theme.themeVariables, theme.themeMode)
}
