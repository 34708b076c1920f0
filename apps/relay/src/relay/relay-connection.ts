import type { WebSocket } from 'ws'
import { stringifyExactJson } from '../json-rpc/exact-json.ts'
import type { JsonRpcRequest, JsonRpcResponse } from '../json-rpc/json-rpc.ts'

/** A push of ours the client has not acknowledged yet. */
export type InFlightPush = { topic: string; messageId: string }

/** One client socket: who it is, what it listens to, and which of our pushes await an ack. */
export class RelayConnection {
  readonly topics = new Set<string>()
  /** By the push's JSON-RPC id, as text. */
  readonly inFlight = new Map<string, InFlightPush>()
  /** Message ids pushed and not yet acknowledged, so a message is never in flight twice. */
  readonly inFlightMessages = new Set<string>()
  /** False once a ping went unanswered. */
  alive = true

  constructor(
    readonly socket: WebSocket,
    /** The client's did:key from its auth token. */
    readonly clientId: string,
    readonly ip: string,
  ) {}

  /** Sends a JSON-RPC message, keeping big integer ids exact. */
  send(payload: JsonRpcRequest | JsonRpcResponse): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    // Only a client's request id can be beyond 2^53 (our pushes number themselves below it):
    // every other message takes the plain, faster JSON.stringify.
    const exact = typeof payload.id === 'bigint'
    this.socket.send(exact ? stringifyExactJson(payload) : JSON.stringify(payload))
  }
}
