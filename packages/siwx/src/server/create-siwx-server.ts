import { sha256 } from '@noble/hashes/sha2.js'
import type { CaipNetworkId } from '@openappkit/common/caip'
import { bytesToHex } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { SIWXMessageData } from '@openappkit/controllers'
import { base64urlnopad } from '@scure/base'
import { defaultVerifiers } from '../configs/default-verifiers.ts'
import { parseSiwxMessage } from '../message/parse-siwx-message.ts'
import { randomNonce } from '../messengers/random-nonce.ts'
import type { SIWXVerifier } from '../verifiers/siwx-verifier.ts'
import { verifySiwxSession } from '../verify/verify-siwx-session.ts'
import { isLiveSession, type SiwxSessionRecord, type SiwxStore } from './siwx-store.ts'

/** Options of {@link createSiwxServer}. */
export type CreateSiwxServerParameters = {
  store: SiwxStore
  /** The host(s) sign-in messages may name; a call may narrow it to the request's origin. */
  domains?: readonly string[] | undefined
  chainIds?: readonly CaipNetworkId[] | undefined
  verifiers?: SIWXVerifier[] | undefined
  /** How long a nonce may wait for its signature, in seconds (default 300). */
  nonceTtlSeconds?: number | undefined
  /** The longest a session lasts, in seconds, whatever the message says (default 7 days). */
  sessionTtlSeconds?: number | undefined
  now?: (() => number) | undefined
}

/** A session as the server hands it out: the message's fields read from the signed text. */
export type SiwxServerSession = {
  id: string
  account: string
  data: SIWXMessageData
  message: string
  signature: string
  createdAt: number
  expiresAt: number
}

/** What `signIn` checks a signed message against, per request. */
export type SiwxSignInParameters = {
  message: string
  signature: string
  /** The host the request came from (its Origin); required unless `domains` is configured. */
  domain?: string | undefined
  /** The origin the request came from; the message's URI must be on it. */
  origin?: string | undefined
}

/** The sign-in server's operations. */
export type SiwxServer = ReturnType<typeof createSiwxServer>

function hashToken(secret: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(secret)))
}

function accountOf(data: SIWXMessageData): string {
  const address = data.chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase()
    : data.accountAddress
  return `${data.chainId}:${address}`
}

/**
 * The server side of sign-in for an integrator's Node server (and our api): issues single-use
 * nonces, verifies signed messages (grammar, domain, URI, network, time, nonce, signature) and
 * keeps sessions behind bearer tokens in the given store.
 */
export function createSiwxServer(parameters: CreateSiwxServerParameters) {
  const { store } = parameters
  const now = parameters.now ?? Date.now
  const verifiers = parameters.verifiers ?? defaultVerifiers()
  const nonceTtl = (parameters.nonceTtlSeconds ?? 300) * 1_000
  const sessionTtl = (parameters.sessionTtlSeconds ?? 7 * 24 * 3_600) * 1_000

  const toSession = (record: SiwxSessionRecord, data: SIWXMessageData): SiwxServerSession => ({
    id: record.id,
    account: record.account,
    data,
    message: record.message,
    signature: record.signature,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
  })

  return {
    /** A fresh nonce for one message; it expires unused after `nonceTtlSeconds`. */
    async issueNonce(): Promise<{ nonce: string; expiresAt: number }> {
      const nonce = randomNonce(24)
      const expiresAt = now() + nonceTtl
      await store.addNonce(nonce, expiresAt)
      return { nonce, expiresAt }
    },

    /**
     * Verifies a signed message and opens a session; the token is returned once and is what the
     * client presents afterwards. Throws the catalogue error of the first failed check.
     */
    async signIn(
      input: SiwxSignInParameters,
    ): Promise<{ session: SiwxServerSession; token: string }> {
      // The request's own host narrows the configured ones; with neither, nothing is accepted.
      const configured = parameters.domains ?? (input.domain !== undefined ? [input.domain] : [])
      const domains =
        input.domain !== undefined
          ? configured.filter((domain) => domain === input.domain)
          : configured
      const at = now()
      const verified = await verifySiwxSession({
        message: input.message,
        signature: input.signature,
        verifiers,
        domain: domains,
        uri: input.origin,
        chainIds: parameters.chainIds,
        now: at,
        maxAgeSeconds: nonceTtl / 1_000,
      })
      if (!(await store.consumeNonce(verified.data.nonce, at)))
        throw new AppKitError('SIWX_NONCE_REFUSED')
      const expiration = verified.data.expirationTime
        ? Date.parse(verified.data.expirationTime)
        : Number.POSITIVE_INFINITY
      const id = randomNonce(24)
      const secret = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
      const record: SiwxSessionRecord = {
        id,
        tokenHash: hashToken(secret),
        account: accountOf(verified.data),
        chainId: verified.data.chainId,
        address: verified.data.accountAddress,
        message: input.message,
        signature: input.signature,
        createdAt: at,
        expiresAt: Math.min(expiration, at + sessionTtl),
        revokedAt: null,
      }
      await store.addSession(record)
      return { session: toSession(record, verified.data), token: `${id}.${secret}` }
    },

    /** The live session a bearer token opens, or `undefined`. */
    async authenticate(token: string): Promise<SiwxServerSession | undefined> {
      const [id = '', secret = '', ...rest] = typeof token === 'string' ? token.split('.') : []
      if (rest.length > 0 || id.length > 64 || secret.length > 64) return undefined
      const record = await store.findSession(id)
      if (!record || record.tokenHash !== hashToken(secret) || !isLiveSession(record, now()))
        return undefined
      return toSession(record, parseSiwxMessage(record.message))
    },

    /** Ends the session the token opens; `false` when it was not live. */
    async signOut(token: string): Promise<boolean> {
      const session = await this.authenticate(token)
      if (!session) return false
      await store.revokeSession(session.id, now())
      return true
    },

    /** Whether a session (by id) is live: revoked and expired ones are not. */
    async isLive(id: string): Promise<boolean> {
      const record = await store.findSession(id)
      return record !== undefined && isLiveSession(record, now())
    },
  }
}
