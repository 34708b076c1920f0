import { randomBytes } from 'node:crypto'
import { isAddress, isSolanaAddress } from '@openappkit/common'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import type { OnRampSessionsTable } from '../db/tables.ts'
import { badRequest } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import type { CheckoutOption } from './checkout-page.ts'
import { namesNetwork, onRampTargets } from './onramp-assets.ts'

/** The body of POST /v1/generators/onrampurl (docs/project/behaviour.md §7). */
export const onRampUrlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(64),
        blockchains: z.array(z.string().min(1).max(64)).min(1).max(10),
        assets: z.array(z.string().min(1).max(16)).max(10).optional(),
        supportedNetworks: z.array(z.string().max(64)).max(10).optional(),
      }),
    )
    .min(1)
    .max(5),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().min(1).max(128),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.number().positive().max(1e12).optional(),
  presetFiatAmount: z.number().positive().max(1e9).optional(),
})

/** The shape of a checkout id (base64url of 18 random bytes). */
export const CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/

/** Opens a checkout for the wallets' supported (asset, network) pairs; returns its id. */
export async function createCheckoutSession(
  context: ApiContext,
  body: z.output<typeof onRampUrlBodySchema>,
): Promise<string> {
  const targets = onRampTargets(context)
  const options: CheckoutOption[] = []
  for (const wallet of body.destinationWallets) {
    const assets = wallet.assets?.map((asset) => asset.toLowerCase())
    for (const blockchain of wallet.blockchains) {
      for (const target of targets) {
        if (!namesNetwork(target, blockchain)) continue
        if (assets && !assets.includes(target.assetId.toLowerCase())) continue
        const valid =
          target.namespace === 'eip155'
            ? isAddress(wallet.address)
            : isSolanaAddress(wallet.address)
        if (!valid) throw badRequest(`Invalid address for ${blockchain}`)
        options.push({
          assetId: target.assetId,
          symbol: target.symbol,
          network: target.network,
          displayName: target.displayName,
          recipient: wallet.address,
        })
      }
    }
  }
  if (options.length === 0)
    throw badRequest('No supported asset and network for the destination wallets')
  if (body.defaultNetwork) {
    const preferred = body.defaultNetwork.toLowerCase()
    options.sort(
      (a, b) =>
        Number(b.network.toLowerCase() === preferred) -
        Number(a.network.toLowerCase() === preferred),
    )
  }
  const id = randomBytes(18).toString('base64url')
  const now = context.clock.now()
  await context.db
    .insertInto('onramp_sessions')
    .values({
      id,
      partner_user_id: body.partnerUserId,
      destination_wallets: JSON.stringify(options),
      default_network: body.defaultNetwork ?? null,
      preset_crypto_amount: body.presetCryptoAmount?.toString() ?? null,
      preset_fiat_amount: body.presetFiatAmount?.toString() ?? null,
      status: 'pending',
      created_at: now,
      expires_at: now + context.config.onramp.checkoutTtlMs,
      completed_at: null,
      payment_currency: null,
      payment_method: null,
      payment_amount: null,
      purchase_currency: null,
      purchase_network: null,
      purchase_amount: null,
      recipient: null,
      tx_hash: null,
      delivery_tx: null,
      failure_reason: null,
    })
    .execute()
  return id
}

/** A checkout by id. */
export async function loadCheckout(
  context: ApiContext,
  id: string,
): Promise<Selectable<OnRampSessionsTable> | undefined> {
  if (!CHECKOUT_ID_PATTERN.test(id)) return undefined
  return context.db
    .selectFrom('onramp_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The options stored with a checkout. */
export function checkoutOptions(row: Selectable<OnRampSessionsTable>): CheckoutOption[] {
  return JSON.parse(row.destination_wallets) as CheckoutOption[]
}
