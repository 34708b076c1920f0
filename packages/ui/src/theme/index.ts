export { baseStyles } from './base.css.ts'
export {
  type CreateThemeVariablesParameters,
  type CreateThemeVariablesReturnType,
  createThemeVariables,
  THEME_ATTRIBUTE,
  type ThemeMode,
  type ThemeVariables,
} from './create-theme-variables.ts'
export { tokenStyles } from './tokens.css.ts'
