/** What the in-page watcher records, in the page's `performance.now()` milliseconds. */
export type WalletEntryTiming = {
  clickAt: number | undefined
  shownAt: number | undefined
  /** Tag of the matched entry and of its shadow host, for the log. */
  entry: string | undefined
}

/** Page global holding the watcher's `WalletEntryTiming`. */
export const TIMING_GLOBAL = '__benchModalTiming'

/**
 * Runs in the page (serialized by `page.evaluate`, so self-contained): records the time of the
 * first click (capture phase on window, before any app listener), then checks once per
 * animation frame whether a visible button or list item carrying `walletName` exists anywhere in
 * the document or its open shadow roots, and records the time of the first frame where it does.
 */
export function watchWalletEntry(walletName: string): void {
  const timing: WalletEntryTiming = { clickAt: undefined, shownAt: undefined, entry: undefined }
  Object.defineProperty(window, '__benchModalTiming', { value: timing, configurable: true })
  window.addEventListener(
    'click',
    () => {
      timing.clickAt ??= performance.now()
    },
    { capture: true },
  )
  const isEntry = (element: Element) =>
    element.tagName === 'BUTTON' ||
    element.tagName === 'LI' ||
    ['button', 'listitem', 'option', 'menuitem'].includes(element.getAttribute('role') ?? '')
  // Walks up the flat tree (slots, then shadow hosts) from the element holding the text.
  const entryOf = (start: Element): Element | undefined => {
    let element: Element | null = start
    while (element) {
      if (isEntry(element)) return element
      const root = element.getRootNode()
      element =
        element.assignedSlot ??
        element.parentElement ??
        (root instanceof ShadowRoot ? root.host : null)
    }
    return undefined
  }
  const isShown = (element: Element) => {
    const rect = element.getBoundingClientRect()
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
  }
  const findEntry = (root: Document | ShadowRoot): Element | undefined => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) {
          const found = findEntry(node.shadowRoot)
          if (found) return found
        }
        continue
      }
      const parent = node.parentElement
      if (!parent || !node.textContent?.includes(walletName)) continue
      const entry = entryOf(parent)
      if (entry && isShown(entry)) return entry
    }
    return undefined
  }
  const onFrame = () => {
    const entry = timing.clickAt === undefined ? undefined : findEntry(document)
    if (entry) {
      timing.shownAt = performance.now()
      const host =
        entry.getRootNode() instanceof ShadowRoot
          ? (entry.getRootNode() as ShadowRoot).host
          : undefined
      timing.entry = `${entry.tagName.toLowerCase()} in ${host?.tagName.toLowerCase() ?? 'document'}`
      return
    }
    requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
}
