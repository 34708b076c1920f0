import { z } from 'zod'
import { FRAME_EVENTS, FRAME_REPLIES, type FrameEventType } from './frame-replies.ts'
import { FRAME_REQUEST_TYPES, FRAME_REQUESTS, type FrameRequestType } from './frame-requests.ts'
import { isPlainFrameData } from './plain-data.ts'
import { frameErrorSchema } from './values.ts'

/** Marks every message of a dapp to its frame. */
export const APP_MESSAGE_SOURCE = 'openappkit-app'
/** Marks every message of a frame to its dapp. */
export const FRAME_MESSAGE_SOURCE = 'openappkit-frame'

/** A request id: unguessable, chosen by the dapp (`crypto.randomUUID()`). */
export const frameMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

const requestTypeSchema = z.enum(FRAME_REQUEST_TYPES as [FrameRequestType, ...FrameRequestType[]])

const requestEnvelopeSchema = z.strictObject({
  source: z.literal(APP_MESSAGE_SOURCE),
  id: frameMessageIdSchema,
  type: requestTypeSchema,
  payload: z.unknown(),
})

const replyEnvelopeSchema = z.discriminatedUnion('ok', [
  z.strictObject({
    source: z.literal(FRAME_MESSAGE_SOURCE),
    id: frameMessageIdSchema,
    type: requestTypeSchema,
    ok: z.literal(true),
    payload: z.unknown(),
  }),
  z.strictObject({
    source: z.literal(FRAME_MESSAGE_SOURCE),
    id: frameMessageIdSchema,
    type: requestTypeSchema,
    ok: z.literal(false),
    error: frameErrorSchema,
  }),
])

const eventEnvelopeSchema = z.strictObject({
  source: z.literal(FRAME_MESSAGE_SOURCE),
  event: z.enum(Object.keys(FRAME_EVENTS) as [FrameEventType, ...FrameEventType[]]),
  payload: z.unknown(),
})

/** A dapp's request as the frame receives it, its payload checked against its type. */
export type FrameRequest = { id: string; type: FrameRequestType; payload: unknown }

/** A frame's answer to request `id`, or one of its events, as the dapp receives it. */
export type FrameIncoming =
  | { kind: 'reply'; id: string; type: FrameRequestType; ok: true; payload: unknown }
  | {
      kind: 'reply'
      id: string
      type: FrameRequestType
      ok: false
      error: z.infer<typeof frameErrorSchema>
    }
  | { kind: 'event'; event: FrameEventType; payload: unknown }

/** A request to the frame, ready for `postMessage`. */
export function frameRequest(id: string, type: FrameRequestType, payload: unknown = {}) {
  return { source: APP_MESSAGE_SOURCE, id, type, payload }
}

/**
 * The frame's reading of a message: a request of the dapp with a valid payload for its type, or
 * undefined for anything else (never throws, whatever arrives).
 */
export function parseFrameRequest(data: unknown): FrameRequest | undefined {
  if (!isPlainFrameData(data)) return undefined
  const envelope = requestEnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const { id, type } = envelope.data
  const payload = FRAME_REQUESTS[type].safeParse(envelope.data.payload)
  return payload.success ? { id, type, payload: payload.data } : undefined
}

/**
 * The dapp's reading of a message: a reply whose payload is valid for its type, an event with a
 * valid payload, or undefined for anything else (never throws, whatever arrives).
 */
export function parseFrameIncoming(data: unknown): FrameIncoming | undefined {
  if (!isPlainFrameData(data)) return undefined
  const event = eventEnvelopeSchema.safeParse(data)
  if (event.success) {
    const payload = FRAME_EVENTS[event.data.event].safeParse(event.data.payload)
    return payload.success
      ? { kind: 'event', event: event.data.event, payload: payload.data }
      : undefined
  }
  const reply = replyEnvelopeSchema.safeParse(data)
  if (!reply.success) return undefined
  const { id, type } = reply.data
  if (!reply.data.ok) return { kind: 'reply', id, type, ok: false, error: reply.data.error }
  const payload = FRAME_REPLIES[type].safeParse(reply.data.payload)
  return payload.success ? { kind: 'reply', id, type, ok: true, payload: payload.data } : undefined
}
