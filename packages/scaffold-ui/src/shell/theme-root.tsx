import { THEME_ATTRIBUTE } from '@openappkit/ui'
import type { CSSProperties, ReactNode } from 'react'
import { useAppState } from '../context/modal-context.tsx'
import { useLocale } from '../i18n/locale-context.tsx'
import { createThemeStyle } from './theme-style.ts'

/**
 * The element carrying the tokens (theme mode attribute and theme variables) and the language:
 * `lang` and `dir`, set even for left-to-right so a right-to-left page cannot flip the modal.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const theme = useAppState('theme')
  const { locale, direction } = useLocale()
  const style = createThemeStyle(theme) as CSSProperties
  return (
    <div
      className="apkt-root"
      lang={locale}
      dir={direction}
      {...{ [THEME_ATTRIBUTE]: theme.themeMode }}
      style={style}
    >
      {children}
    </div>
  )
}
