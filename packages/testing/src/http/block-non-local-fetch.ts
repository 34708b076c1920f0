const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export type BlockNonLocalFetchReturnType = {
  /** Every URL a request tried to reach off this machine (refused). */
  readonly attempts: readonly string[]
  /** Puts the original `fetch` back. */
  restore(): void
}

/**
 * Replaces the global `fetch` so that a request to any host but loopback is recorded and fails
 * as a network error would: a test then asserts `attempts` is empty.
 */
export function blockNonLocalFetch(): BlockNonLocalFetchReturnType {
  const original = globalThis.fetch
  const attempts: string[] = []
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (!LOCAL_HOSTS.has(url.hostname)) {
      attempts.push(url.href)
      return Promise.reject(new TypeError(`blocked: ${url.host} is not on this machine`))
    }
    return original(input, init)
  }
  return {
    attempts,
    restore() {
      globalThis.fetch = original
    },
  }
}
