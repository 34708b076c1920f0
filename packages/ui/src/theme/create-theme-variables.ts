/** Light or dark appearance of the modal. */
export type ThemeMode = 'light' | 'dark'

/** The incumbent's public theme variables, honoured under the same names. */
export type ThemeVariables = {
  '--w3m-font-family'?: string | undefined
  '--w3m-accent'?: string | undefined
  '--w3m-color-mix'?: string | undefined
  /** 0–100: how much `--w3m-color-mix` tints the surfaces. */
  '--w3m-color-mix-strength'?: number | undefined
  '--w3m-font-size-master'?: string | undefined
  '--w3m-border-radius-master'?: string | undefined
  '--w3m-z-index'?: number | undefined
  '--w3m-qr-color'?: string | undefined
}

export type CreateThemeVariablesParameters = {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}

/** Inline style for the root element: custom properties plus `color-scheme`. */
export type CreateThemeVariablesReturnType = { colorScheme: ThemeMode } & {
  [variable: `--w3m-${string}`]: string
}

/** The attribute on the root element (class `apkt-root`) that selects the dark tokens. */
export const THEME_ATTRIBUTE = 'data-apkt-theme'

const themeVariableNames = [
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
] as const satisfies readonly (keyof ThemeVariables)[]

/**
 * Style object for the root element from the integrator's theme options. Only the known
 * variable names pass, numbers become CSS numbers, and empty or non-finite values are dropped,
 * so the `--apkt-*` tokens fall back to their defaults.
 */
export function createThemeVariables(
  parameters: CreateThemeVariablesParameters = {},
): CreateThemeVariablesReturnType {
  const { themeMode = 'light', themeVariables = {} } = parameters
  const style: CreateThemeVariablesReturnType = { colorScheme: themeMode }
  for (const name of themeVariableNames) {
    const value = themeVariables[name]
    if (typeof value === 'number') {
      if (Number.isFinite(value)) style[name] = String(value)
    } else if (typeof value === 'string' && value.trim() !== '') {
      style[name] = value.trim()
    }
  }
  return style
}
