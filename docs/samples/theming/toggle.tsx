import { useAppKitTheme } from '@openappkit/appkit/react'

/** A light/dark switch: the modal and the elements follow at once. */
export function ThemeToggle() {
  const { themeMode, setThemeMode, setThemeVariables } = useAppKitTheme()
  return (
    <>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        {themeMode === 'dark' ? 'Light' : 'Dark'} mode
      </button>
      <button type="button" onClick={() => setThemeVariables({ '--w3m-accent': '#e8590c' })}>
        Orange accent
      </button>
    </>
  )
}
