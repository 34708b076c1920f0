import { useAppKitTheme } from '@openappkit/appkit/react'
import { useEffect } from 'react'

/**
 * The modal's theme mode through `useAppKitTheme()`, with a button to flip it; the page's own
 * colours follow (`?theme=` picks the first one).
 */
export function LabTheme() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  useEffect(() => {
    document.documentElement.dataset.labTheme = themeMode
  }, [themeMode])
  const other = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <>
      <dt>Theme</dt>
      <dd>
        <span data-testid="lab-theme">{themeMode}</span>{' '}
        <button type="button" className="lab-link-button" onClick={() => setThemeMode(other)}>
          Use {other}
        </button>
      </dd>
    </>
  )
}
