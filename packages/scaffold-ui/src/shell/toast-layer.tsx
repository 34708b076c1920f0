import { hideToast, type ToastVariant } from '@openappkit/controllers/internal'
import { ExternalLink, Toast } from '@openappkit/ui'
import { useEffect } from 'react'
import { useAppState, useModalContext } from '../context/modal-context.tsx'
import { useT, useTranslateMessage } from '../i18n/locale-context.tsx'

/**
 * How long a toast stays before hiding itself. Not a documented constant (docs/project/behaviour.md §4
 * fixes only the 150 ms swap); a loading toast stays until replaced.
 */
export const TOAST_VISIBLE_MS: Readonly<Record<ToastVariant, number | undefined>> = {
  success: 2_500,
  error: 4_000,
  loading: undefined,
}

/** A toast with a link stays long enough to reach it (by pointer, or Tab from the view). */
export const TOAST_WITH_LINK_VISIBLE_MS = 8_000

function useToast() {
  const { core } = useModalContext()
  const toast = useAppState('toast')
  const t = useT()
  const translateMessage = useTranslateMessage()
  const { open, message, variant, link } = toast
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer, even with the same variant
  useEffect(() => {
    const visibleMs =
      link && variant !== 'loading' ? TOAST_WITH_LINK_VISIBLE_MS : TOAST_VISIBLE_MS[variant]
    if (!open || visibleMs === undefined) return
    const { clock } = core.services
    const timer = clock.setTimeout(() => hideToast(core), visibleMs)
    return () => clock.clearTimeout(timer)
  }, [core, open, message, variant, link])
  if (!open || !message) return undefined
  return (
    <Toast
      variant={variant}
      message={translateMessage(message)}
      action={
        link ? (
          <ExternalLink href={link} newTabLabel={t('common.opensInNewTab')}>
            {t('common.viewOnExplorer')}
          </ExternalLink>
        ) : undefined
      }
      onClose={() => hideToast(core)}
      closeLabel={t('common.dismiss')}
    />
  )
}

/** The toast inside the open dialog: the frame lays it over the view, under its header. */
export function ModalToast() {
  return useToast() ?? null
}

/** The toast at the top of the page while the modal is closed. */
export function ToastLayer() {
  const toast = useToast()
  return toast ? <div className="apkt-toast-layer">{toast}</div> : null
}
