import { AppKitError } from '@openappkit/common/errors'
import { isThemeMode } from '@openappkit/common/validation'
import type { AppKitCore } from '../../core/types.ts'
import { getW3mThemeVariables } from './get-w3m-theme-variables.ts'
import type { ThemeMode } from './types.ts'

/** Switches light/dark; throws on any other value (docs/project/behaviour.md §5 theme mode). */
export function setThemeMode(core: AppKitCore, themeMode: ThemeMode): void {
  // A guard, not the zod schema: this runs on the first load, which must not pull zod in.
  if (!isThemeMode(themeMode)) {
    throw new AppKitError('INVALID_OPTION', {
      params: { option: 'themeMode', problem: 'must be "light" or "dark"' },
    })
  }
  const { theme } = core.state
  theme.themeMode = themeMode
  theme.w3mThemeVariables = getW3mThemeVariables(theme.themeVariables, themeMode)
}
