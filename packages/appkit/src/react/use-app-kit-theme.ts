import type { AppKit, AppKitTheme } from '../instance/types.ts'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useInstanceValue } from './use-instance-value.ts'

export type UseAppKitThemeReturnType = AppKitTheme & {
  setThemeMode: AppKit['setThemeMode']
  setThemeVariables: AppKit['setThemeVariables']
}

const subscribe = (instance: AppKit, onChange: () => void) => instance.subscribeTheme(onChange)
const read = (instance: AppKit) => instance.getTheme()
const readServer = (instance: AppKit) => instance.initial.theme

/** The theme and its setters. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const instance = useAppKitInstance()
  const theme = useInstanceValue(instance, subscribe, read, readServer)
  return {
    ...theme,
    setThemeMode: instance.setThemeMode,
    setThemeVariables: instance.setThemeVariables,
  }
}
