/** What the in-page watcher records, in the page's `performance.now()` ms (0 = navigation start). */
export type KitTimings = {
  /** First frame in which the connect button is painted and visible. */
  buttonAt: number | undefined
  /** The first click (capture phase on window, before any app listener). */
  clickAt: number | undefined
  /** First frame after the click in which the wallet's entry is painted and visible. */
  walletAt: number | undefined
  /** Tag of the matched wallet entry and of its shadow host, for the log. */
  walletEntry: string | undefined
  /** First frame in which the connected address (any visible text holding it) is painted. */
  addressAt: number | undefined
}

/** Page global holding the watcher's `KitTimings`. */
export const TIMINGS_GLOBAL = '__benchKitTimings'

/**
 * What the watcher logs (`console.debug`) the moment it records a time: the bench waits on these
 * console events instead of `page.waitForFunction`, whose helper script Playwright evaluates in
 * the page (about 10 ms of main thread) right while the page is still painting.
 */
export const TIMING_MARKS = {
  button: '__bench:button',
  wallet: '__bench:wallet',
  address: '__bench:address',
} as const

export type WatchKitTimingsParameters = {
  buttonText: string
  walletText: string
  /** The connected address's last characters: a visible text holding `0x` and them shows it. */
  addressSuffix: string
}

/**
 * Runs in the page from its first script on (installed with `addInitScript`, self-contained):
 * once per animation frame, looks for a visible button-like element carrying `buttonText`, then,
 * after the first click, one carrying `walletText`, anywhere in the document or its open shadow
 * roots, and records the frame times. A MutationObserver cannot see into shadow roots it was not
 * attached to, hence the frame loop; figures are rounded up to the frame (about 16.7 ms steps).
 */
export function watchKitTimings({
  buttonText,
  walletText,
  addressSuffix,
}: WatchKitTimingsParameters): void {
  const timings: KitTimings = {
    buttonAt: undefined,
    clickAt: undefined,
    walletAt: undefined,
    walletEntry: undefined,
    addressAt: undefined,
  }
  Object.defineProperty(window, '__benchKitTimings', { value: timings, configurable: true })
  window.addEventListener(
    'click',
    () => {
      timings.clickAt ??= performance.now()
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
  const find = (root: Document | ShadowRoot, text: string): Element | undefined => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) {
          const found = find(node.shadowRoot, text)
          if (found) return found
        }
        continue
      }
      const parent = node.parentElement
      if (!parent || !node.textContent?.includes(text)) continue
      const entry = entryOf(parent)
      if (entry && isShown(entry)) return entry
    }
    return undefined
  }
  // Any element (a button, a paragraph) whose text holds the address, truncated or not.
  const findAddress = (root: Document | ShadowRoot): boolean => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot && findAddress(node.shadowRoot)) return true
        continue
      }
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (parent && text.includes('0x') && text.includes(addressSuffix) && isShown(parent))
        return true
    }
    return false
  }
  const onFrame = () => {
    if (timings.addressAt === undefined && findAddress(document)) {
      timings.addressAt = performance.now()
      console.debug('__bench:address')
    }
    if (timings.buttonAt === undefined && find(document, buttonText)) {
      timings.buttonAt = performance.now()
      console.debug('__bench:button')
    }
    if (timings.clickAt !== undefined && timings.walletAt === undefined) {
      const entry = find(document, walletText)
      if (entry) {
        timings.walletAt = performance.now()
        const root = entry.getRootNode()
        const host = root instanceof ShadowRoot ? root.host.tagName.toLowerCase() : 'document'
        timings.walletEntry = `${entry.tagName.toLowerCase()} in ${host}`
        console.debug('__bench:wallet')
      }
    }
    // Until the page shows an address (after a connect, or on a reload that reconnects).
    if (timings.addressAt === undefined) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
}

/**
 * The watcher as a script for `addInitScript`. tsx keeps function names with a `__name` helper
 * that the serialized function calls: it is defined inside the script, not on the page.
 */
export function watchKitTimingsScript(parameters: WatchKitTimingsParameters): string {
  return `(() => { const __name = (target) => target; (${watchKitTimings.toString()})(${JSON.stringify(parameters)}) })()`
}
