import {
  accountTypeSchema,
  emailSchema,
  socialProviderSchema,
  themeModeSchema,
} from '@openappkit/common/validation'
import { z } from 'zod'
import {
  emptyPayloadSchema,
  frameChainIdSchema,
  frameOtpSchema,
  jsonPayloadSchema,
} from './values.ts'

/**
 * What a dapp may ask of the wallet frame (docs/project/behaviour.md §7), by message type: each
 * entry is the payload's schema. Strict objects: an unknown field is a malformed message.
 */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: z.strictObject({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.strictObject({ email: emailSchema }),
  CONNECT_DEVICE: emptyPayloadSchema,
  CONNECT_OTP: z.strictObject({ otp: frameOtpSchema }),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: socialProviderSchema }),
  CONNECT_SOCIAL: z.strictObject({ uri: z.url().max(4096) }),
  GET_FARCASTER_URI: emptyPayloadSchema,
  CONNECT_FARCASTER: emptyPayloadSchema,
  GET_USER: z.strictObject({
    chainId: frameChainIdSchema.optional(),
    preferredAccountType: accountTypeSchema.optional(),
  }),
  SIGN_OUT: emptyPayloadSchema,
  IS_CONNECTED: emptyPayloadSchema,
  GET_CHAIN_ID: emptyPayloadSchema,
  RPC_REQUEST: z.strictObject({
    method: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/),
    params: jsonPayloadSchema.optional(),
    chainId: frameChainIdSchema.optional(),
  }),
  RPC_ABORT: emptyPayloadSchema,
  /** The visitor's answer to an approval request the frame sent (ApproveTransaction view). */
  RPC_APPROVAL: z.strictObject({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    approved: z.boolean(),
  }),
  UPDATE_EMAIL: z.strictObject({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp: frameOtpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp: frameOtpSchema }),
  SYNC_THEME: z.strictObject({
    themeMode: themeModeSchema.optional(),
    themeVariables: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number()]))
      .optional(),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    projectId: z.string().max(128).optional(),
    sdkType: z.string().max(64),
    sdkVersion: z.string().max(64),
    metadata: z
      .strictObject({
        name: z.string().max(256),
        description: z.string().max(1024),
        url: z.url().max(2048),
        icons: z.array(z.url().max(2048)).max(8),
      })
      .optional(),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: emptyPayloadSchema,
  INIT_SMART_ACCOUNT: emptyPayloadSchema,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema }),
  RELOAD: emptyPayloadSchema,
} as const

/** A message type a dapp sends to the frame. */
export type FrameRequestType = keyof typeof FRAME_REQUESTS

/** The payload of request `TType`. */
export type FrameRequestPayload<TType extends FrameRequestType> = z.input<
  (typeof FRAME_REQUESTS)[TType]
>

/** Every request type, in docs/project/behaviour.md §7's order. */
export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]
