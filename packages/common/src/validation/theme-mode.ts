import { z } from 'zod'
import { THEME_MODES } from './is-theme-mode.ts'

/** zod schema of the theme mode: light or dark (see `isThemeMode` for code on the first load). */
export const themeModeSchema = /*#__PURE__*/ z.enum(THEME_MODES)
