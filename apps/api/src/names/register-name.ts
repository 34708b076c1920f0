import { coinTypeToChainId, isAddress } from '@openappkit/common'
import { type Hex, keccak256 } from 'viem'
import { z } from 'zod'
import { isUniqueViolation } from '../db/index.ts'
import { ApiError, type ApiErrorReason } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { toFullName } from './full-name.ts'

/** Registration messages older than this are refused (seconds). */
export const NAME_MESSAGE_MAX_AGE_S = 600
/** Tolerated clock skew for a timestamp ahead of ours (seconds). */
export const NAME_MESSAGE_FUTURE_SKEW_S = 30

/** The body of POST /v1/profile/account (docs/project/behaviour.md §7). */
export const registerNameBodySchema = z.object({
  coin_type: z.number().int().min(0).max(0xffffffff),
  address: z.string().max(64),
  message: z.string().min(2).max(4_096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'expected hex')
    .max(20_000),
})

const messageSchema = z.object({
  name: z.string().max(300),
  attributes: z
    .record(z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/), z.string().max(1_024))
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes')
    .default({}),
  timestamp: z.number().int().nonnegative(),
})

function refuse(status: number, description: string): ApiError {
  const reasons: ApiErrorReason[] = [{ description }]
  return new ApiError(description, { status, reasons })
}

function parseMessage(message: string) {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    throw refuse(400, 'The message must be JSON with name, attributes and timestamp')
  }
  const parsed = messageSchema.safeParse(value)
  if (!parsed.success)
    throw refuse(400, 'The message must be JSON with name, attributes and timestamp')
  return parsed.data
}

function chainOfCoinType(context: ApiContext, coinType: number) {
  let chainId: number | undefined
  try {
    chainId = coinTypeToChainId(coinType)
  } catch {
    chainId = undefined
  }
  const chain = chainId === undefined ? undefined : context.chains.evm(`eip155:${chainId}`)
  if (!chain) throw refuse(400, `Coin type ${coinType} does not match a supported network`)
  return chain
}

/**
 * Registers a name after checking, in order: the message, the name (docs/project/behaviour.md §5),
 * the coin type, the address, the timestamp (at most 10 minutes old, not in the future), the
 * signature (viem's verifyMessage on the coin type's chain: EOAs, EIP-1271 and EIP-6492 accounts),
 * replay, and whether the name is taken. The same signed message again (a client's retry) gets the
 * same answer when it registered this name. Every refusal carries `reasons[{ description }]`.
 */
export async function registerName(
  context: ApiContext,
  body: z.output<typeof registerNameBodySchema>,
): Promise<{ name: string }> {
  const message = parseMessage(body.message)
  const { name } = toFullName(message.name, context.config.names.zone)
  const chain = chainOfCoinType(context, body.coin_type)
  if (!isAddress(body.address)) throw refuse(400, 'Invalid address')
  const address = body.address as Hex
  const now = Math.floor(context.clock.now() / 1_000)
  if (message.timestamp < now - NAME_MESSAGE_MAX_AGE_S) {
    throw refuse(400, 'The message is older than 10 minutes: sign a new one')
  }
  if (message.timestamp > now + NAME_MESSAGE_FUTURE_SKEW_S) {
    throw refuse(400, 'The message timestamp is in the future')
  }
  let valid: boolean
  try {
    valid = await chain.client.verifyMessage({
      address,
      message: body.message,
      signature: body.signature as Hex,
    })
  } catch (error) {
    throw new ApiError('Could not verify the signature on the network', {
      status: 502,
      cause: error,
    })
  }
  if (!valid) throw refuse(401, `Invalid signature: the message was not signed by ${address}`)

  const signatureHash = keccak256(body.signature.toLowerCase() as Hex)
  const owner = address.toLowerCase()
  // A client retrying a registration whose answer it lost (the process died after the commit)
  // sends the same signed message again: it gets the same answer, and nothing is written twice.
  const alreadyRegistered = async () => {
    const row = await context.db
      .selectFrom('names')
      .select('owner_address')
      .where('name', '=', name)
      .executeTakeFirst()
    return row?.owner_address === owner
  }
  const nowMs = context.clock.now()
  const outcome = await context.db
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .selectFrom('used_signatures')
        .select('signature_hash')
        .where('signature_hash', '=', signatureHash)
        .executeTakeFirst()
      if (used) return 'replayed' as const
      const taken = await trx
        .selectFrom('names')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst()
      if (taken) throw refuse(409, `The name ${name} is already taken`)
      await trx
        .insertInto('used_signatures')
        .values({ signature_hash: signatureHash, used_at: nowMs })
        .execute()
      await trx
        .insertInto('names')
        .values({
          name,
          owner_address: owner,
          attributes: JSON.stringify(message.attributes),
          registered_at: nowMs,
          updated_at: nowMs,
        })
        .execute()
      await trx
        .insertInto('name_addresses')
        .values({
          name,
          coin_type: body.coin_type,
          address: owner,
          created_at: nowMs,
        })
        .execute()
      return 'registered' as const
    })
    .catch(async (error: unknown) => {
      // A concurrent registration of the same name or signature lost the race on the keys (it
      // may be a retry of this very message racing its first attempt).
      if (!isUniqueViolation(error)) throw error
      if (await alreadyRegistered()) return 'replayed' as const
      throw refuse(409, `The name ${name} is already taken`)
    })
  // The same signed message seen before: the answer again if it registered this name.
  if (outcome === 'replayed' && !(await alreadyRegistered()))
    throw refuse(409, 'This signed message was already used')
  return { name }
}
