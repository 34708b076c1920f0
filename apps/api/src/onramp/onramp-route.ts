import { isAddress, isSolanaAddress, ONRAMP_PAYMENT_METHOD_LIMITS } from '@openappkit/common'
import type { Context } from 'hono'
import type { Hex } from 'viem'
import { z } from 'zod'
import { badRequest, notFound } from '../errors/index.ts'
import type { App, AppEnv } from '../http/app-env.ts'
import { commonQuerySchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import {
  CHECKOUT_CSP,
  renderCheckoutForm,
  renderCheckoutMessage,
  renderCheckoutReceipt,
} from './checkout-page.ts'
import {
  checkoutOptions,
  createCheckoutSession,
  loadCheckout,
  onRampUrlBodySchema,
} from './checkout-sessions.ts'
import { type CheckoutForm, completeCheckout } from './complete-checkout.ts'
import { computePurchase, describePurchase, fiatCurrencies } from './compute-purchase.ts'
import { createEvmTreasury } from './evm-treasury.ts'
import { assertQuotableAmount, PAYMENT_METHODS, parseFiatCents } from './fiat-amount.ts'
import { findOnRampTarget, onRampTargets } from './onramp-assets.ts'
import { resumeCheckout, type Treasuries } from './settle-delivery.ts'
import { createSolanaTreasury } from './solana-treasury.ts'

const quoteBodySchema = z.object({
  purchaseCurrency: z.string().min(1).max(16),
  paymentCurrency: z.string().min(1).max(8),
  amount: z.string().max(20),
  network: z.string().min(1).max(64),
})

const providerQuerySchema = z.object({
  walletAddress: z.string().min(1).max(64),
  destinationCurrencyCode: z.string().min(1).max(16).default('USDC'),
  externalCustomerId: z.string().min(1).max(128).optional(),
  publicKey: z.string().max(256).optional(),
})

const FORM_FIELDS = [
  'option',
  'currency',
  'method',
  'amount',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'routingNumber',
  'accountNumber',
] as const
const FORM_FIELD_MAX = 100

function checkoutHtml(c: Context<AppEnv>, body: string, status: number) {
  c.header('Content-Security-Policy', CHECKOUT_CSP)
  c.header('Cache-Control', 'no-store')
  c.header('X-Frame-Options', 'DENY')
  return c.html(body, status as 200)
}

async function readForm(c: Context<AppEnv>): Promise<CheckoutForm | undefined> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? ''))
    return undefined
  const parsed = new URLSearchParams(await c.req.text())
  const form: Record<string, string> = {}
  for (const field of FORM_FIELDS) {
    const value = parsed.get(field)
    if (value === null) continue
    if (value.length > FORM_FIELD_MAX) return undefined
    form[field] = value
  }
  return form
}

/** On-ramp options and quotes, the checkout generator, and the sandbox checkout pages. */
export function registerOnRampRoutes(app: App, context: ApiContext): void {
  const { treasury } = context.config.onramp
  const treasuries: Treasuries = {
    eip155: treasury.eip155PrivateKey
      ? createEvmTreasury(context, treasury.eip155PrivateKey as Hex)
      : undefined,
    solana: treasury.solanaSecretKey
      ? createSolanaTreasury(context, treasury.solanaSecretKey)
      : undefined,
  }

  app.get('/v1/onramp/options', (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const purchaseCurrencies = context.config.onramp.assets.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: onRampTargets(context)
        .filter((target) => target.assetId === asset.id)
        .map((target) => ({
          name: target.network,
          display_name: target.displayName,
          chain_id: target.caipNetworkId.split(':')[1] ?? '',
          contract_address: target.tokenAddress ?? '',
        })),
    }))
    const paymentCurrencies = fiatCurrencies(context).map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHODS.map((method) => ({
        id: method,
        ...ONRAMP_PAYMENT_METHOD_LIMITS[method],
      })),
    }))
    return c.json({ purchaseCurrencies, paymentCurrencies })
  })

  app.post('/v1/onramp/quote', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const body = parseInput(quoteBodySchema, await readJsonBody(c), 'body')
    const cents = parseFiatCents(body.amount)
    if (cents === undefined) throw badRequest('Invalid amount: use a number like 100.00')
    const currency = body.paymentCurrency.toUpperCase()
    if (!fiatCurrencies(context).includes(currency))
      throw badRequest(`Unsupported payment currency: ${body.paymentCurrency}`)
    assertQuotableAmount(cents, currency)
    const target = findOnRampTarget(context, body.purchaseCurrency, body.network)
    return c.json(
      describePurchase(
        computePurchase(context, target, cents, currency),
        context.config.onramp.feePercent,
      ),
    )
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const body = parseInput(onRampUrlBodySchema, await readJsonBody(c), 'body')
    const id = await createCheckoutSession(context, body)
    const base = context.config.server.publicUrl ?? new URL(c.req.url).origin
    const url = new URL(`/onramp/checkout/${id}`, base)
    if (body.presetFiatAmount !== undefined)
      url.searchParams.set('amount', body.presetFiatAmount.toFixed(2))
    return c.json({ url: url.toString() })
  })

  // A checkout a dead process left mid-delivery is finished (or reopened) when next looked at.
  const load = async (id: string) => {
    const row = await loadCheckout(context, id)
    return row ? resumeCheckout(context, treasuries, row) : undefined
  }

  app.get('/v1/onramp/checkout/:id', async (c) => {
    const row = await load(c.req.param('id'))
    if (!row) throw notFound('Checkout not found')
    return c.json({
      id: row.id,
      status: row.status,
      purchaseCurrency: row.purchase_currency,
      purchaseAmount: row.purchase_amount,
      network: row.purchase_network,
      recipient: row.recipient,
      txHash: row.tx_hash,
      failureReason: row.failure_reason,
    })
  })

  // The named provider's URL form (docs/project/behaviour.md §4: walletAddress,
  // destinationCurrencyCode, externalCustomerId): an integrator may point that provider at this
  // sandbox.
  app.get('/onramp/checkout', async (c) => {
    const query = parseInput(providerQuerySchema, c.req.query(), 'query')
    const address = query.walletAddress
    const blockchains = onRampTargets(context)
      .filter((target) =>
        target.namespace === 'eip155' ? isAddress(address) : isSolanaAddress(address),
      )
      .map((target) => target.network)
    const id = await createCheckoutSession(context, {
      destinationWallets: [
        {
          address,
          blockchains: [...new Set(blockchains)].slice(0, 10),
          assets: [query.destinationCurrencyCode],
        },
      ],
      partnerUserId: query.externalCustomerId ?? 'anonymous',
    })
    return c.redirect(`/onramp/checkout/${id}`, 303)
  })

  app.get('/onramp/checkout/:id', async (c) => {
    const row = await load(c.req.param('id'))
    if (!row)
      return checkoutHtml(
        c,
        renderCheckoutMessage('Checkout not found', 'This checkout link is not valid.'),
        404,
      )
    if (row.status === 'completed' && row.tx_hash) {
      const option = checkoutOptions(row).find((entry) => entry.recipient === row.recipient)
      return checkoutHtml(
        c,
        renderCheckoutReceipt({
          amount: row.purchase_amount ?? '',
          symbol: option?.symbol ?? row.purchase_currency ?? '',
          network: option?.displayName ?? row.purchase_network ?? '',
          recipient: row.recipient ?? '',
          txHash: row.tx_hash,
        }),
        200,
      )
    }
    if (row.expires_at <= context.clock.now()) {
      return checkoutHtml(
        c,
        renderCheckoutMessage(
          'Checkout expired',
          'This checkout has expired: start a new purchase.',
        ),
        410,
      )
    }
    const amount = c.req.query('amount') ?? row.preset_fiat_amount ?? undefined
    const form = renderCheckoutForm({
      options: checkoutOptions(row),
      currencies: fiatCurrencies(context),
      values: { amount: amount?.slice(0, 20) },
    })
    return checkoutHtml(c, form, 200)
  })

  app.post('/onramp/checkout/:id', async (c) => {
    const row = await load(c.req.param('id'))
    if (!row)
      return checkoutHtml(
        c,
        renderCheckoutMessage('Checkout not found', 'This checkout link is not valid.'),
        404,
      )
    const origin = c.req.header('origin')
    const ownOrigin = new URL(context.config.server.publicUrl ?? c.req.url).origin
    if (origin && origin !== 'null' && origin !== ownOrigin) {
      return checkoutHtml(
        c,
        renderCheckoutMessage('Refused', 'This form can only be sent from its own page.'),
        403,
      )
    }
    const form = await readForm(c)
    if (!form)
      return checkoutHtml(
        c,
        renderCheckoutMessage('Invalid form', 'The form could not be read.'),
        400,
      )
    const result = await completeCheckout(context, treasuries, row, form)
    if (result.kind === 'completed') return checkoutHtml(c, renderCheckoutReceipt(result), 200)
    if (result.kind === 'unavailable')
      return checkoutHtml(c, renderCheckoutMessage(result.title, result.message), result.status)
    const values = {
      option: form.option,
      currency: form.currency,
      method: form.method,
      amount: form.amount,
    }
    const page = renderCheckoutForm({
      options: checkoutOptions(row),
      currencies: fiatCurrencies(context),
      values,
      error: result.message,
    })
    return checkoutHtml(c, page, 400)
  })
}
