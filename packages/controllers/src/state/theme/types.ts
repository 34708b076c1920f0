import type { ThemeMode } from '@openappkit/common/validation'

export type { ThemeMode }

/** CSS variables the integrator sets; `--apkt-*` names, `--w3m-*` accepted for migration. */
export type ThemeVariables = Record<`--${string}`, string | number>

/** The variables synced to the embedded wallet frame. */
export type W3mThemeVariables = { '--w3m-accent': string; '--w3m-background': string }

/** Theme sync state of docs/project/behaviour.md §3. */
export type ThemeState = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  w3mThemeVariables: W3mThemeVariables
}
