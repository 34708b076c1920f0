import { themeModeSchema } from '@openappkit/common/validation'
import type { AppKitCore } from '../../core/types.ts'
import { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
import type { ThemeMode } from './types.ts'

/** Switches light/dark; throws on any other value (SPEC §5 theme mode). */
export function setThemeMode(core: AppKitCore, themeMode: ThemeMode): void {
  const mode = themeModeSchema.parse(themeMode)
  const { theme } = core.state
  theme.themeMode = mode
  theme.w3mThemeVariables = getW3mThemeVariables(theme.themeVariables, mode)
}
