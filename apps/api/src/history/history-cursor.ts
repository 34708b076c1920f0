import { z } from 'zod'
import { badRequest } from '../errors/index.ts'

/** Where a history page ends: the sort key of its last transaction. */
export type HistoryCursor = {
  minedAt: number
  blockNumber: number
  txIndex: number
  chainId: string
  txHash: string
}

const cursorSchema = z.tuple([
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.string().max(41),
  z.string().max(100),
])

/** An opaque cursor (base64url JSON) for the page after `cursor`. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const tuple = [cursor.minedAt, cursor.blockNumber, cursor.txIndex, cursor.chainId, cursor.txHash]
  return Buffer.from(JSON.stringify(tuple)).toString('base64url')
}

/** Reads a cursor from the client; anything not made by {@link encodeHistoryCursor} is a 400. */
export function decodeHistoryCursor(value: string): HistoryCursor {
  let tuple: unknown
  try {
    tuple = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    throw badRequest('Invalid cursor')
  }
  const parsed = cursorSchema.safeParse(tuple)
  if (!parsed.success) throw badRequest('Invalid cursor')
  const [minedAt, blockNumber, txIndex, chainId, txHash] = parsed.data
  return { minedAt, blockNumber, txIndex, chainId, txHash }
}
