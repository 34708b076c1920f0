// Apart from theme-mode.ts on purpose: code on the first load checks theme modes with this guard,
// and a module holding the zod schema too would drag zod into that load (issue 22).

/** The theme modes: light or dark. */
export const THEME_MODES = ['light', 'dark'] as const

export type ThemeMode = (typeof THEME_MODES)[number]

/** Whether `value` is a theme mode. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(value)
}
