import { type Hex, keccak256 } from 'viem'
import { z } from 'zod'
import { isUniqueViolation } from '../db/index.ts'
import { ApiError, badRequest, notFound } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { sessionAccountOf, verifySessionSignature } from './session-account.ts'
import { sessionPciOf } from './session-pci.ts'

/** Session messages older than this are refused (seconds). */
export const SESSION_MESSAGE_MAX_AGE_S = 600
/** A session may last at most a year. */
export const SESSION_MAX_LIFETIME_S = 365 * 24 * 3_600

const signatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'expected hex')
  .max(20_000)
const createBodySchema = z.object({ message: z.string().max(16_384), signature: signatureSchema })
const createMessageSchema = z.object({
  action: z.literal('create-session'),
  account: z.string().max(120),
  permissions: z.unknown(),
  expiry: z.number().int().positive(),
  timestamp: z.number().int().nonnegative(),
})
const revokeBodySchema = z.union([
  z.object({ pci: z.uuid(), signature: signatureSchema }),
  z.object({ pci: z.string().min(1).max(64), token: z.string().min(1).max(200) }),
])
const idSchema = z.string().min(1).max(120)
const caip10Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** A CAIP-10 account as sessions key it: EVM addresses in lower case. */
function normalizedAccount(id: string): string {
  if (!caip10Pattern.test(id)) throw badRequest('Invalid session id: expected a CAIP-10 account')
  return id.startsWith('eip155:') ? id.toLowerCase() : id
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._-]{1,200})$/.exec(header ?? '')
  return match?.[1]
}

/** The sign-in session the bearer token opens, when it is this account's. */
async function siwxSessionsOf(context: ApiContext, account: string, token: string | undefined) {
  const session = token ? await context.siwx.authenticate(token) : undefined
  if (!session || session.account !== account) return []
  const { id, message, signature, createdAt, expiresAt } = session
  return [{ id, account, message, signature, createdAt, expiresAt }]
}

/**
 * Sessions per account: permission contexts (smart sessions) on EVM, and sign-in sessions on
 * every namespace. Creating a permission context takes the account's signature over
 * `{ action: 'create-session', account, permissions, expiry, timestamp }` (sent again, it answers
 * the same pci: the id derives from the signature, so a retry never makes two); revoking one takes its
 * signature over the pci itself. A sign-in session is listed and revoked with its bearer token.
 */
export function registerSessionRoutes(app: App, context: ApiContext): void {
  app.get('/v1/sessions/:id', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const id = parseInput(idSchema, c.req.param('id'), 'id')
    const siwx = await siwxSessionsOf(
      context,
      normalizedAccount(id),
      bearerToken(c.req.header('authorization')),
    )
    if (!id.startsWith('eip155:')) return c.json({ pcis: [], siwx })
    const account = sessionAccountOf(context, id)
    const rows = await context.db
      .selectFrom('sessions')
      .selectAll()
      .where('account', '=', account.id)
      .where('revoked_at', 'is', null)
      .where('expiry', '>', Math.floor(context.clock.now() / 1_000))
      .orderBy('created_at', 'asc')
      .execute()
    return c.json({
      pcis: rows.map((row) => ({
        pci: row.pci,
        permissions: JSON.parse(row.permissions) as unknown,
        expiry: row.expiry,
        createdAt: Math.floor(row.created_at / 1_000),
      })),
      siwx,
    })
  })

  app.post('/v1/sessions/:id', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const account = sessionAccountOf(context, parseInput(idSchema, c.req.param('id'), 'id'))
    const body = parseInput(createBodySchema, await readJsonBody(c), 'body')
    let message: z.output<typeof createMessageSchema>
    try {
      message = createMessageSchema.parse(JSON.parse(body.message))
    } catch {
      throw badRequest('The message must be the JSON of a create-session request')
    }
    const now = Math.floor(context.clock.now() / 1_000)
    if (sessionAccountOf(context, message.account).id !== account.id)
      throw badRequest('The message is for another account')
    if (message.timestamp < now - SESSION_MESSAGE_MAX_AGE_S || message.timestamp > now + 30) {
      throw badRequest('The message timestamp is not current')
    }
    if (message.expiry <= now || message.expiry > now + SESSION_MAX_LIFETIME_S)
      throw badRequest('Invalid expiry')
    const permissions = JSON.stringify(message.permissions ?? null)
    if (!(await verifySessionSignature(account, body.message, body.signature))) {
      throw new ApiError('Invalid signature', { status: 401 })
    }
    const signatureHash = keccak256(body.signature.toLowerCase() as Hex)
    const pci = sessionPciOf(signatureHash)
    const nowMs = context.clock.now()
    await context.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('used_signatures')
          .values({ signature_hash: signatureHash, used_at: nowMs })
          .execute()
        await trx
          .insertInto('sessions')
          .values({
            pci,
            account: account.id,
            permissions,
            expiry: message.expiry,
            created_at: nowMs,
            revoked_at: null,
          })
          .execute()
      })
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error
        // The same signed creation again (a retry whose answer was lost): the same session.
        const created = await context.db
          .selectFrom('sessions')
          .select('pci')
          .where('pci', '=', pci)
          .where('account', '=', account.id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst()
        if (!created) throw new ApiError('This signed message was already used', { status: 409 })
      })
    return c.json({ pci, expiry: message.expiry }, 201)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const id = parseInput(idSchema, c.req.param('id'), 'id')
    const body = parseInput(revokeBodySchema, await readJsonBody(c), 'body')
    if ('token' in body) {
      const [session] = await siwxSessionsOf(context, normalizedAccount(id), body.token)
      if (!session || session.id !== body.pci || !(await context.siwx.signOut(body.token))) {
        throw notFound('Session not found')
      }
      return c.json({ success: true })
    }
    const account = sessionAccountOf(context, id)
    const row = await context.db
      .selectFrom('sessions')
      .select(['pci', 'revoked_at'])
      .where('pci', '=', body.pci)
      .where('account', '=', account.id)
      .executeTakeFirst()
    if (!row) throw notFound('Session not found')
    if (!(await verifySessionSignature(account, body.pci, body.signature))) {
      throw new ApiError('Invalid signature', { status: 401 })
    }
    if (row.revoked_at === null) {
      await context.db
        .updateTable('sessions')
        .set({ revoked_at: context.clock.now() })
        .where('pci', '=', body.pci)
        .execute()
    }
    return c.json({ success: true })
  })
}
