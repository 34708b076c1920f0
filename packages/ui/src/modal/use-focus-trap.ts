import { type RefObject, useEffect } from 'react'
import { getActiveElement, getFocusableElements, trapTabKey } from './focus-trap.ts'

export type UseFocusTrapParameters = {
  /** Default true. */
  enabled?: boolean | undefined
  /** Where focus goes on activation: the container itself (default) or its first control. */
  initialFocus?: 'container' | 'first' | undefined
  /** Return focus to the element focused before, on deactivation. Default true. */
  restoreFocus?: boolean | undefined
}

// The deepest focused element, looking through shadow roots the way a user sees focus.
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Traps Tab inside the referenced element while enabled, and restores focus afterwards. */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, initialFocus = 'container', restoreFocus = true }: UseFocusTrapParameters = {},
) {
  useEffect(() => {
    const container = ref.current
    if (!enabled || !container) return
    const previous = deepActiveElement()
    const active = getActiveElement(container)
    if (!active || !container.contains(active)) {
      const target = initialFocus === 'first' ? getFocusableElements(container)[0] : undefined
      ;(target ?? container).focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      trapTabKey(event, container)
    }
    container.addEventListener('keydown', onKeyDown)
    return () => {
      container.removeEventListener('keydown', onKeyDown)
      if (restoreFocus && previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [ref, enabled, initialFocus, restoreFocus])
}
