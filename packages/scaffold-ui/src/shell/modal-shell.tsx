import {
  closeModal,
  goBack,
  isModalCloseDisabled,
  type RouterData,
} from '@openappkit/controllers/internal'
import { getActiveElement, ModalFrame } from '@openappkit/ui'
import { type PointerEvent, useLayoutEffect, useRef } from 'react'
import { useAppState, useModalContext } from '../context/modal-context.tsx'
import { useT } from '../i18n/locale-context.tsx'
import { ModalToast } from './toast-layer.tsx'
import { ViewOutlet } from './view-outlet.tsx'

/**
 * The open modal: backdrop, dialog frame titled by the current view, back (when there is a view
 * to go back to) and close (unless the view forbids closing), and the view itself.
 */
export function ModalShell() {
  const { core, views } = useModalContext()
  const t = useT()
  const router = useAppState('router')
  const siwx = useAppState('siwx')
  const frameRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const shownView = useRef(router.view)

  const definition = views[router.view]
  const title = definition?.title({ t, data: router.data as RouterData | undefined }) ?? ''
  // Reading both flags subscribes to them; the rule itself lives in the controllers.
  const signInPending = siwx.required && !siwx.hasSession
  const closeDisabled = signInPending && isModalCloseDisabled(core)
  const canGoBack = router.history.length > 1

  useLayoutEffect(() => {
    // The control that navigated may be gone with the old view: keep focus in the dialog. The
    // first render is skipped so the focus trap still records the opener to return to.
    if (shownView.current === router.view) return
    shownView.current = router.view
    const frame = frameRef.current
    const active = frame ? getActiveElement(frame) : null
    if (frame && (!active || !frame.contains(active))) frame.focus()
  }, [router.view])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: PointerEvent<HTMLDivElement>) => {
    // A press that started inside the dialog and ended outside is not a click on the backdrop.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) closeModal(core)
    pressedOnBackdrop.current = false
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop mirrors Escape and the close button for pointer users
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape or the close button
    <div className="apkt-overlay" onPointerDown={onPointerDown} onClick={onBackdropClick}>
      <ModalFrame
        ref={frameRef}
        title={title}
        onClose={() => closeModal(core)}
        closeLabel={t('common.close')}
        closeDisabled={closeDisabled}
        onBack={canGoBack ? () => goBack(core) : undefined}
        backLabel={t('common.back')}
        notice={<ModalToast />}
      >
        <ViewOutlet view={router.view} definition={definition} />
      </ModalFrame>
    </div>
  )
}
