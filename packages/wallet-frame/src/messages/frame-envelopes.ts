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

// Schemas built only from kinds the dapp's first load already carries (object, enum, boolean):
// a literal or a discriminated union here would grow every dapp's initial bundle.
const appSource = z.enum([APP_MESSAGE_SOURCE])
const frameSource = z.enum([FRAME_MESSAGE_SOURCE])

const requestEnvelopeSchema = z.strictObject({
  source: appSource,
  id: frameMessageIdSchema,
  type: requestTypeSchema,
  payload: z.unknown(),
})

const replyEnvelopeSchema = z.strictObject({
  source: frameSource,
  id: frameMessageIdSchema,
  type: requestTypeSchema,
  ok: z.boolean(),
  payload: z.unknown().optional(),
  error: frameErrorSchema.optional(),
})

const eventEnvelopeSchema = z.strictObject({
  source: frameSource,
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
  const { id, type, ok, error } = reply.data
  // A success carries a payload and no error; a failure an error and no payload.
  const hasPayload = Object.hasOwn(data as object, 'payload')
  if (!ok) return error && !hasPayload ? { kind: 'reply', id, type, ok: false, error } : undefined
  if (error || !hasPayload) return undefined
  const payload = FRAME_REPLIES[type].safeParse(reply.data.payload)
  return payload.success ? { kind: 'reply', id, type, ok: true, payload: payload.data } : undefined
}
