/** The part of Web Storage the storages use (localStorage, or any object with these methods). */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What the page's globals offer, typed here so the package also builds for Node servers. */
type BrowserGlobals = {
  localStorage?: KeyValueStorage
  location?: { host: string; href: string; origin: string }
}

/** The page's localStorage; `undefined` on a server or where storage is blocked. */
export function pageLocalStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as BrowserGlobals).localStorage
  } catch {
    return undefined
  }
}

/** The page's location; `undefined` on a server. */
export function pageLocation(): BrowserGlobals['location'] {
  return (globalThis as BrowserGlobals).location
}
