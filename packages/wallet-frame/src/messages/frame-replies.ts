import { accountTypeSchema, emailSchema } from '@openappkit/common/validation'
import { z } from 'zod'
import type { FrameRequestType } from './frame-requests.ts'
import {
  emptyPayloadSchema,
  frameAddressSchema,
  frameChainIdSchema,
  jsonPayloadSchema,
} from './values.ts'

const userNameSchema = z.string().max(256)

/** The embedded-wallet user as GET_USER answers it (docs/project/behaviour.md §3). */
export const embeddedWalletUserSchema = z.strictObject({
  email: emailSchema.nullable().optional(),
  address: frameAddressSchema,
  chainId: frameChainIdSchema,
  accounts: z
    .array(z.strictObject({ address: frameAddressSchema, type: accountTypeSchema }))
    .max(16)
    .optional(),
  userName: userNameSchema.nullable().optional(),
  preferredAccountType: accountTypeSchema.optional(),
  signature: z.string().max(4096).optional(),
  message: z.string().max(8192).optional(),
  siwxMessage: jsonPayloadSchema.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

export type EmbeddedWalletUser = z.infer<typeof embeddedWalletUserSchema>

/** The success payload the frame answers each request with. */
export const FRAME_REPLIES = {
  SWITCH_NETWORK: z.strictObject({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: emptyPayloadSchema,
  CONNECT_OTP: emptyPayloadSchema,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: z.url().max(4096) }),
  CONNECT_SOCIAL: z.strictObject({ userName: userNameSchema.optional() }),
  GET_FARCASTER_URI: z.strictObject({ url: z.url().max(4096) }),
  CONNECT_FARCASTER: z.strictObject({ userName: userNameSchema.optional() }),
  GET_USER: embeddedWalletUserSchema,
  SIGN_OUT: emptyPayloadSchema,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId: frameChainIdSchema }),
  RPC_REQUEST: z.strictObject({ result: jsonPayloadSchema }),
  RPC_ABORT: emptyPayloadSchema,
  RPC_APPROVAL: emptyPayloadSchema,
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: emptyPayloadSchema,
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: emailSchema }),
  SYNC_THEME: emptyPayloadSchema,
  SYNC_DAPP_DATA: emptyPayloadSchema,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({
    smartAccountEnabledNetworks: z.array(z.number().int().positive()).max(256),
  }),
  INIT_SMART_ACCOUNT: z.strictObject({ address: frameAddressSchema, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema, address: frameAddressSchema }),
  RELOAD: emptyPayloadSchema,
} as const satisfies Record<FrameRequestType, z.ZodType>

/** The success payload of request `TType`. */
export type FrameReplyPayload<TType extends FrameRequestType> = z.output<
  (typeof FRAME_REPLIES)[TType]
>

/** Events the frame sends unasked. */
export const FRAME_EVENTS = {
  /** The frame page has loaded and listens. */
  READY: emptyPayloadSchema,
  /** A signing request needs the visitor's approval first (docs/project/behaviour.md §6). */
  RPC_APPROVAL_REQUEST: z.strictObject({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    method: z.string().max(100),
    params: jsonPayloadSchema.optional(),
  }),
} as const

export type FrameEventType = keyof typeof FRAME_EVENTS
export type FrameEventPayload<TType extends FrameEventType> = z.output<(typeof FRAME_EVENTS)[TType]>
