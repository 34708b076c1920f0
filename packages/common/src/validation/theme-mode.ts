import { z } from 'zod'

/** zod schema of the theme mode: light or dark. */
export const themeModeSchema = /*#__PURE__*/ z.enum(['light', 'dark'])

export type ThemeMode = z.infer<typeof themeModeSchema>
