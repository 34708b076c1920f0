export { createEmbeddedWalletProvider } from './client/create-embedded-wallet-provider.ts'
export {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
} from './client/create-frame-client.ts'
export { DEFAULT_FRAME_TIMEOUTS, type FrameTimeouts } from './client/frame-channel.ts'
export {
  APP_MESSAGE_SOURCE,
  FRAME_MESSAGE_SOURCE,
  type FrameIncoming,
  type FrameRequest,
  frameMessageIdSchema,
  frameRequest,
  parseFrameIncoming,
  parseFrameRequest,
} from './messages/frame-envelopes.ts'
export {
  type EmbeddedWalletUser,
  embeddedWalletUserSchema,
  FRAME_EVENTS,
  FRAME_REPLIES,
  type FrameEventPayload,
  type FrameEventType,
  type FrameReplyPayload,
} from './messages/frame-replies.ts'
export {
  FRAME_REQUEST_TYPES,
  FRAME_REQUESTS,
  type FrameRequestPayload,
  type FrameRequestType,
} from './messages/frame-requests.ts'
export { FRAME_MESSAGE_MAX_BYTES, isPlainFrameData } from './messages/plain-data.ts'
export { type FrameError, frameErrorSchema } from './messages/values.ts'
