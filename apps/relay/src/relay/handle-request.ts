import type { z } from 'zod'
import {
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcError,
  jsonRpcResult,
  RELAY_ERROR_CODES,
} from '../json-rpc/json-rpc.ts'
import {
  approveSessionParamsSchema,
  batchFetchMessagesParamsSchema,
  batchPublishParamsSchema,
  batchSubscribeParamsSchema,
  batchUnsubscribeParamsSchema,
  type PublishParams,
  proposeSessionParamsSchema,
  publishParamsSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from '../json-rpc/relay-requests.ts'
import type { RelayConnection } from './relay-connection.ts'
import { MailboxFullError, RelayError } from './relay-error.ts'
import type { RelayNode } from './relay-node.ts'

// Tags and ttl the pairing methods' messages travel with (the client's own values for
// wc_sessionPropose, its response and wc_sessionSettle).
const PROPOSAL_TAG = 1100
const PROPOSAL_RESPONSE_TAG = 1101
const SETTLEMENT_TAG = 1102
const PAIRING_TTL_SECONDS = 300
/** Messages one irn_batchFetchMessages returns at most; `hasMore` says when more wait. */
const FETCH_PAGE_SIZE = 500

/** A refusal the client reads as a JSON-RPC error with this code. */
class RequestRefusal extends RelayError {
  override name = 'RequestRefusal'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function parseParams<T>(schema: z.ZodType<T>, request: JsonRpcRequest): T {
  const parsed = schema.safeParse(request.params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new RequestRefusal(
    RELAY_ERROR_CODES.invalidParams,
    `Invalid params for ${request.method}${where}: ${issue?.message ?? 'unreadable'}`,
  )
}

function checkMessageSize(node: RelayNode, message: string) {
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes > node.limits.maxMessageBytes) {
    throw new RequestRefusal(
      RELAY_ERROR_CODES.payloadTooLarge,
      `Message too large: ${bytes} bytes, the limit is ${node.limits.maxMessageBytes}`,
    )
  }
}

function checkSubscriptionRoom(node: RelayNode, connection: RelayConnection, topics: string[]) {
  const added = topics.filter((topic) => !connection.topics.has(topic)).length
  if (connection.topics.size + added > node.limits.maxSubscriptionsPerSocket) {
    throw new RequestRefusal(
      RELAY_ERROR_CODES.tooManySubscriptions,
      `Too many subscriptions: a socket may hold ${node.limits.maxSubscriptionsPerSocket}`,
    )
  }
}

async function publish(node: RelayNode, connection: RelayConnection, params: PublishParams) {
  checkMessageSize(node, params.message)
  await node.publish(connection, params)
}

type Handler = (
  node: RelayNode,
  connection: RelayConnection,
  request: JsonRpcRequest,
) => Promise<unknown>

const HANDLERS: Record<string, Handler> = {
  async irn_subscribe(node, connection, request) {
    const { topic } = parseParams(subscribeParamsSchema, request)
    checkSubscriptionRoom(node, connection, [topic])
    return node.subscribe(connection, topic)
  },
  async irn_batchSubscribe(node, connection, request) {
    const { topics } = parseParams(batchSubscribeParamsSchema, request)
    checkSubscriptionRoom(node, connection, topics)
    return Promise.all(topics.map((topic) => node.subscribe(connection, topic)))
  },
  async irn_unsubscribe(node, connection, request) {
    node.unsubscribe(connection, parseParams(unsubscribeParamsSchema, request).topic)
    return true
  },
  async irn_batchUnsubscribe(node, connection, request) {
    const { subscriptions } = parseParams(batchUnsubscribeParamsSchema, request)
    for (const { topic } of subscriptions) node.unsubscribe(connection, topic)
    return true
  },
  async irn_publish(node, connection, request) {
    await publish(node, connection, parseParams(publishParamsSchema, request))
    return true
  },
  async irn_batchPublish(node, connection, request) {
    const { messages } = parseParams(batchPublishParamsSchema, request)
    for (const message of messages) checkMessageSize(node, message.message)
    for (const message of messages) await node.publish(connection, message)
    return true
  },
  async irn_batchFetchMessages(node, connection, request) {
    const { topics } = parseParams(batchFetchMessagesParamsSchema, request)
    const waiting = (
      await Promise.all(topics.map((topic) => node.mailbox.pending(topic, connection.clientId)))
    ).flat()
    const page = waiting.slice(0, FETCH_PAGE_SIZE)
    // The reply itself delivers them: they count as received (sent together, one round trip).
    await Promise.all(
      page.map((message) =>
        node.mailbox.acknowledge(message.topic, message.id, connection.clientId),
      ),
    )
    return {
      messages: page.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        ...(attestation ? { attestation } : {}),
      })),
      hasMore: waiting.length > page.length,
    }
  },
  // The dapp's proposal: it listens on the pairing topic from now on, without irn_subscribe.
  async wc_proposeSession(node, connection, request) {
    const params = parseParams(proposeSessionParamsSchema, request)
    checkMessageSize(node, params.sessionProposal)
    checkSubscriptionRoom(node, connection, [params.pairingTopic])
    await node.subscribe(connection, params.pairingTopic)
    await node.publish(connection, {
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttl: params.ttl ?? PAIRING_TTL_SECONDS,
      tag: params.tag ?? PROPOSAL_TAG,
      attestation: params.attestation,
    })
    return true
  },
  // The wallet's approval: the answer on the pairing topic, the settlement on the session
  // topic, which the wallet listens on from now on without irn_subscribe.
  async wc_approveSession(node, connection, request) {
    const params = parseParams(approveSessionParamsSchema, request)
    checkMessageSize(node, params.sessionProposalResponse)
    checkMessageSize(node, params.sessionSettlementRequest)
    checkSubscriptionRoom(node, connection, [params.sessionTopic])
    await node.subscribe(connection, params.sessionTopic)
    const ttl = params.ttl ?? PAIRING_TTL_SECONDS
    await node.publish(connection, {
      topic: params.pairingTopic,
      message: params.sessionProposalResponse,
      ttl,
      tag: PROPOSAL_RESPONSE_TAG,
    })
    await node.publish(connection, {
      topic: params.sessionTopic,
      message: params.sessionSettlementRequest,
      ttl,
      tag: SETTLEMENT_TAG,
    })
    return true
  },
}

/** Answers one JSON-RPC request of a client; every failure becomes a JSON-RPC error. */
export async function handleRequest(
  node: RelayNode,
  connection: RelayConnection,
  request: JsonRpcRequest,
): Promise<JsonRpcResponse> {
  const handler = HANDLERS[request.method]
  if (!handler) {
    return jsonRpcError(
      request.id,
      RELAY_ERROR_CODES.methodNotFound,
      `Method not found: ${request.method}`,
    )
  }
  try {
    return jsonRpcResult(request.id, await handler(node, connection, request))
  } catch (error) {
    if (error instanceof RequestRefusal) return jsonRpcError(request.id, error.code, error.message)
    if (error instanceof MailboxFullError) {
      return jsonRpcError(request.id, RELAY_ERROR_CODES.tooManyRequests, error.shortMessage)
    }
    return jsonRpcError(request.id, RELAY_ERROR_CODES.internalError, 'Internal relay error')
  }
}
