import {
  FRAME_MESSAGE_SOURCE,
  type FrameRequest,
  parseFrameRequest,
} from '../src/messages/frame-envelopes.ts'

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

/**
 * A page and a wallet frame for FrameClient unit tests, without a browser: the page's `message`
 * listeners, an iframe whose window records what the dapp posts, and `answer` to reply as the
 * frame (or as anyone else) would.
 */
export function createFakeFramePage(frameOrigin: string) {
  const listeners = new Set<Listener>()
  const posted: { message: FrameRequest | undefined; targetOrigin: string }[] = []
  const frameWindow = {
    postMessage(data: unknown, targetOrigin: string) {
      posted.push({ message: parseFrameRequest(data), targetOrigin })
    },
  }
  const view = {
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  }
  const frames: { src: string; removed: boolean }[] = []
  const document = {
    defaultView: view,
    createElement() {
      const frame = {
        src: '',
        title: '',
        removed: false,
        style: { cssText: '' },
        contentWindow: frameWindow,
        ownerDocument: undefined as unknown,
        setAttribute: () => undefined,
        remove() {
          frame.removed = true
        },
      }
      frame.ownerDocument = document
      frames.push(frame)
      return frame
    },
    body: { append: () => undefined },
  }
  /** A message arriving at the page from `source` (the frame's window by default). */
  const deliver = (data: unknown, origin = frameOrigin, source: unknown = frameWindow) => {
    for (const listener of listeners) listener({ origin, source, data })
  }
  return {
    document: document as unknown as Document,
    posted,
    frames,
    listeners,
    deliver,
    ready: () => deliver({ source: FRAME_MESSAGE_SOURCE, event: 'READY', payload: {} }),
    /** The frame's success reply to the last request it got. */
    reply(payload: unknown, request = posted.at(-1)?.message) {
      if (!request) throw new Error('the frame got no request')
      deliver({
        source: FRAME_MESSAGE_SOURCE,
        id: request.id,
        type: request.type,
        ok: true,
        payload,
      })
    },
  }
}
