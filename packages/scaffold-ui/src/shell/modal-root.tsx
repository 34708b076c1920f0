import { ModalProvider, useAppState } from '../context/modal-context.tsx'
import type { ModalContextValue } from '../context/types.ts'
import { LocaleProvider } from '../i18n/locale-context.tsx'
import { useCatalogue } from '../i18n/use-catalogue.ts'
import { ModalShell } from './modal-shell.tsx'
import { ThemeRoot } from './theme-root.tsx'
import { ToastLayer } from './toast-layer.tsx'

export type ModalRootProps = {
  context: ModalContextValue
  /** BCP 47 tag; languages without a catalogue fall back to English. */
  locale?: string | undefined
}

function ModalLayer() {
  const modal = useAppState('modal')
  return modal.open ? <ModalShell /> : <ToastLayer />
}

/** Everything the mount renders: providers, theme root, and the modal while it is open. */
export function ModalRoot({ context, locale }: ModalRootProps) {
  const language = useCatalogue(locale)
  if (!language) return null
  return (
    <ModalProvider value={context}>
      <LocaleProvider value={language}>
        <ThemeRoot>
          <ModalLayer />
        </ThemeRoot>
      </LocaleProvider>
    </ModalProvider>
  )
}
