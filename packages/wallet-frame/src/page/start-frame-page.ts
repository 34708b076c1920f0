import { AppKitError, ProviderRpcError } from '@openappkit/common/errors'
import { createFrameHost } from '../host/create-frame-host.ts'
import { createFrameApi, frameApiUrl } from '../host/frame-api.ts'
import { FRAME_PAGE_CONFIG_ELEMENT_ID, framePageConfigSchema } from './frame-page-config.ts'

type FrameWindow = {
  document: { getElementById(id: string): { textContent: string | null } | null }
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  localStorage: {
    getItem(key: string): string | null
    setItem(key: string, value: string): void
    removeItem(key: string): void
  }
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; origin: string; source: unknown }) => void,
  ): void
  fetch: typeof fetch
  /** Chromium and Safari name the embedding page's origin; elsewhere every allowed one is told. */
  location?: { ancestorOrigins?: { readonly [index: number]: string } }
}

/**
 * The wallet frame's page: reads the api's config from the page, keeps its half of each key in
 * this origin's storage, takes messages only from its parent window, and says READY.
 */
export function startFramePage(page: FrameWindow) {
  const element = page.document.getElementById(FRAME_PAGE_CONFIG_ELEMENT_ID)
  const parsed = framePageConfigSchema.safeParse(JSON.parse(element?.textContent ?? 'null'))
  if (!parsed.success) {
    throw new AppKitError('WALLET_FRAME_INVALID_REQUEST', {
      params: { type: 'page', problem: 'the frame page has no valid config' },
    })
  }
  const { allowedOrigins, chainId, apiUrl, projectId, smartAccountNetworks } = parsed.data
  const fetchImpl: typeof fetch = (input, init) => page.fetch(input, init)
  // The api answers node and bundler calls alike: `{ result }` or `{ error: { code, message } }`.
  const callApi = async (path: string, method: string, params: unknown, atChainId: number) => {
    const response = await fetchImpl(frameApiUrl(apiUrl, path, projectId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: atChainId, method, params }),
    })
    const body = (await response.json().catch(() => ({}))) as {
      result?: unknown
      error?: { code?: unknown; message?: unknown }
    }
    if (body.error) {
      const code = typeof body.error.code === 'number' ? body.error.code : -32603
      const message = typeof body.error.message === 'string' ? body.error.message : 'RPC failed'
      throw new ProviderRpcError(code, { message })
    }
    return body.result
  }
  const host = createFrameHost({
    allowedOrigins,
    chainId,
    api: createFrameApi(apiUrl, fetchImpl, projectId),
    storage: page.localStorage,
    post: (message, origin) => page.parent.postMessage(message, origin),
    forwardRpc: (method, params, atChainId) =>
      callApi('/v1/embedded/rpc', method, params, atChainId),
    smartAccounts: smartAccountNetworks
      ? {
          networks: smartAccountNetworks,
          bundlerRpc: (method, params, atChainId) =>
            callApi('/v1/embedded/bundler', method, params, atChainId),
        }
      : undefined,
  })
  page.addEventListener('message', (event) => {
    // Only the embedding page speaks to the frame; the host checks its origin against the list.
    if (event.source !== page.parent) return
    void host.receive(event.data, event.origin)
  })
  host.announce(page.location?.ancestorOrigins?.[0])
  return host
}
