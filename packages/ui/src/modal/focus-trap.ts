const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** Elements inside `container` that Tab can reach, in document order. */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * The focused element as seen from `node`: inside a shadow root `document.activeElement` is
 * only the host, so ask the root the node lives in.
 */
export function getActiveElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first and
 * back. Returns true when it moved focus itself (the event is then default-prevented).
 */
export function trapTabKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
): boolean {
  if (event.key !== 'Tab') return false
  const focusable = getFocusableElements(container)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return true
  }
  const active = getActiveElement(container)
  const outside = !active || !container.contains(active) || active === container
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
