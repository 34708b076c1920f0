import { z } from 'zod'

// The params of each method a WalletConnect client sends to its relay. Unknown extra fields
// (attestation, tvf data, correlation ids...) are accepted and ignored.

/** A topic: the hex SHA-256 of a symmetric key. */
export const topicSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a topic is 64 lowercase hex characters')

/** Bounds of a message's time to live, in seconds (10 s to 30 days). */
export const TTL_BOUNDS = { min: 10, max: 30 * 24 * 60 * 60 } as const

const ttlSchema = z.number().int().min(TTL_BOUNDS.min).max(TTL_BOUNDS.max)
const tagSchema = z.number().int().nonnegative().optional()
const messageSchema = z.string().min(1)

export const subscribeParamsSchema = z.looseObject({ topic: topicSchema })
export const batchSubscribeParamsSchema = z.looseObject({ topics: z.array(topicSchema).min(1) })
export const unsubscribeParamsSchema = z.looseObject({ topic: topicSchema })
export const batchUnsubscribeParamsSchema = z.looseObject({
  subscriptions: z.array(z.looseObject({ topic: topicSchema })).min(1),
})
export const publishParamsSchema = z.looseObject({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: tagSchema,
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
})
export const batchPublishParamsSchema = z.looseObject({
  messages: z.array(publishParamsSchema).min(1),
})
export const batchFetchMessagesParamsSchema = z.looseObject({
  topics: z.array(topicSchema).min(1),
})
/** The dapp's proposal, published on the pairing topic the dapp has not subscribed yet. */
export const proposeSessionParamsSchema = z.looseObject({
  pairingTopic: topicSchema,
  sessionProposal: messageSchema,
  ttl: ttlSchema.optional(),
  tag: tagSchema,
  attestation: z.string().optional(),
})
/** The wallet's answer to the pairing topic and its settlement to the new session topic. */
export const approveSessionParamsSchema = z.looseObject({
  pairingTopic: topicSchema,
  sessionTopic: topicSchema,
  sessionProposalResponse: messageSchema,
  sessionSettlementRequest: messageSchema,
  ttl: ttlSchema.optional(),
})

export type PublishParams = z.infer<typeof publishParamsSchema>

/** The shape of every JSON-RPC request the relay reads. */
export const jsonRpcRequestSchema = z.object({
  id: z.union([z.number().int(), z.bigint(), z.string().min(1)]),
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1),
  params: z.unknown().optional(),
})

/** The shape of a client's reply to one of our `irn_subscription` pushes. */
export const jsonRpcReplySchema = z.object({
  id: z.union([z.number().int(), z.bigint(), z.string().min(1)]),
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})
