import {
  WALLET_FRAME_INIT_DELAY_MS,
  WALLET_FRAME_LOAD_TIMEOUT_MS,
  WALLET_FRAME_REQUEST_TIMEOUT_MS,
  WALLET_FRAME_SIGN_OUT_WAIT_MS,
} from '@openappkit/common/constants'
import { AppKitError, ProviderRpcError } from '@openappkit/common/errors'
import { frameRequest, parseFrameIncoming } from '../messages/frame-envelopes.ts'
import type { FrameEventPayload, FrameReplyPayload } from '../messages/frame-replies.ts'
import { FRAME_REQUESTS, type FrameRequestType } from '../messages/frame-requests.ts'

/** The frame timings of docs/project/behaviour.md §9, in ms. */
export type FrameTimeouts = {
  load: number
  request: number
  signOutWait: number
  initDelay: number
}

export const DEFAULT_FRAME_TIMEOUTS: FrameTimeouts = {
  load: WALLET_FRAME_LOAD_TIMEOUT_MS,
  request: WALLET_FRAME_REQUEST_TIMEOUT_MS,
  signOutWait: WALLET_FRAME_SIGN_OUT_WAIT_MS,
  initDelay: WALLET_FRAME_INIT_DELAY_MS,
}

export type CreateFrameChannelParameters = {
  /** The frame page; its origin is the only one messages go to and are taken from. */
  frameUrl: string
  /** The page's document (`document` by default); the hidden frame goes into its body. */
  document?: Document | undefined
  timeouts?: Partial<FrameTimeouts> | undefined
  /** Request ids (`crypto.randomUUID()` by default). */
  createId?: (() => string) | undefined
  /** The frame asks the visitor to approve a signing request (ApproveTransaction). */
  onApprovalRequest?: ((request: FrameEventPayload<'RPC_APPROVAL_REQUEST'>) => void) | undefined
}

type Pending = {
  type: FrameRequestType
  resolve(payload: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout>
}

/** The dapp's side of the frame: one hidden iframe, requests by id, replies by id. */
export type FrameChannel = {
  /** Sends `type` and resolves with the frame's validated reply; `timeoutMs` overrides the default. */
  send<TType extends FrameRequestType>(
    type: TType,
    payload: unknown,
    timeoutMs?: number,
  ): Promise<FrameReplyPayload<TType>>
  /** Rejects every waiting request of `type` as aborted. */
  abort(type: FrameRequestType): void
  /** Starts loading the frame after the init delay, so it never competes with first paint. */
  preload(): void
  readonly timeouts: FrameTimeouts
  /** Messages from the frame's origin that were not valid, and so ignored. */
  readonly ignored: number
  /** Removes the frame and its listener; waiting requests reject as aborted. */
  destroy(): void
}

const seconds = (ms: number) => ({ seconds: String(Math.round(ms / 1000)) })

/** A channel to the wallet frame at `frameUrl` (loaded on first use). */
export function createFrameChannel(parameters: CreateFrameChannelParameters): FrameChannel {
  const timeouts = { ...DEFAULT_FRAME_TIMEOUTS, ...parameters.timeouts }
  const frameOrigin = new URL(parameters.frameUrl).origin
  const createId = parameters.createId ?? (() => crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let loading: Promise<Window> | undefined
  let onReady: (() => void) | undefined
  let ignored = 0

  const documentOf = () => {
    const page = parameters.document ?? (typeof document === 'undefined' ? undefined : document)
    if (!page?.defaultView) throw new AppKitError('WALLET_FRAME_UNAVAILABLE')
    return page
  }
  const onMessage = (event: MessageEvent) => {
    // Only the frame we made, from its exact origin: any other window is not the wallet.
    if (!iframe || event.origin !== frameOrigin || event.source !== iframe.contentWindow) return
    const incoming = parseFrameIncoming(event.data)
    if (!incoming) {
      ignored += 1
      return
    }
    if (incoming.kind === 'event') {
      if (incoming.event === 'READY') onReady?.()
      else
        parameters.onApprovalRequest?.(
          incoming.payload as FrameEventPayload<'RPC_APPROVAL_REQUEST'>,
        )
      return
    }
    const waiting = pending.get(incoming.id)
    // An id we did not send, or sent for another request, or answered already: a replay.
    if (!waiting || waiting.type !== incoming.type) {
      ignored += 1
      return
    }
    pending.delete(incoming.id)
    clearTimeout(waiting.timer)
    if (incoming.ok) waiting.resolve(incoming.payload)
    else {
      const { code, message, data } = incoming.error
      waiting.reject(new ProviderRpcError(code, { message, data }))
    }
  }
  const load = (): Promise<Window> => {
    loading ??= new Promise<Window>((resolve, reject) => {
      const page = documentOf()
      const frame = page.createElement('iframe')
      frame.src = parameters.frameUrl
      frame.title = 'Embedded wallet'
      frame.setAttribute('aria-hidden', 'true')
      frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
      const timer = setTimeout(() => {
        onReady = undefined
        frame.remove()
        iframe = undefined
        loading = undefined
        reject(new AppKitError('WALLET_FRAME_LOAD_TIMEOUT', { params: seconds(timeouts.load) }))
      }, timeouts.load)
      onReady = () => {
        onReady = undefined
        clearTimeout(timer)
        resolve(frame.contentWindow as Window)
      }
      iframe = frame
      page.defaultView?.addEventListener('message', onMessage)
      page.body.append(frame)
    })
    return loading
  }
  const abortError = () => new AppKitError('WALLET_FRAME_REQUEST_ABORTED')

  return {
    timeouts,
    get ignored() {
      return ignored
    },
    async send(type, payload, timeoutMs = timeouts.request) {
      const checked = FRAME_REQUESTS[type].safeParse(payload)
      if (!checked.success) {
        const problem = checked.error.issues[0]?.message ?? 'invalid'
        throw new AppKitError('WALLET_FRAME_INVALID_REQUEST', { params: { type, problem } })
      }
      const target = await load()
      const id = createId()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new AppKitError('WALLET_FRAME_REQUEST_TIMEOUT', { params: seconds(timeoutMs) }))
        }, timeoutMs)
        pending.set(id, { type, resolve: resolve as (payload: unknown) => void, reject, timer })
        target.postMessage(frameRequest(id, type, checked.data), frameOrigin)
      })
    },
    abort(type) {
      for (const [id, waiting] of pending) {
        if (waiting.type !== type) continue
        pending.delete(id)
        clearTimeout(waiting.timer)
        waiting.reject(abortError())
      }
    },
    preload() {
      setTimeout(() => void load().catch(() => undefined), timeouts.initDelay)
    },
    destroy() {
      for (const [id, waiting] of pending) {
        pending.delete(id)
        clearTimeout(waiting.timer)
        waiting.reject(abortError())
      }
      iframe?.ownerDocument.defaultView?.removeEventListener('message', onMessage)
      iframe?.remove()
      iframe = undefined
      loading = undefined
    },
  }
}
