import { DEFAULT_SLIPPAGE_TOLERANCE, errorCatalogue, MAX_UINT256 } from '@openappkit/common'
import { type Address, encodeFunctionData } from 'viem'
import { z } from 'zod'
import { erc20Abi } from '../chains/index.ts'
import { badRequest } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import {
  caipAddressSchema,
  caipNetworkIdSchema,
  commonQuerySchema,
  evmAddressSchema,
  uintStringSchema,
} from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { buildSwapTransaction } from './build-swap-transaction.ts'
import { describeQuote, quoteSwap } from './quote-swap.ts'
import { swapChainOf, swapTokenOf } from './swap-chain.ts'
import { listSwapTokens } from './swap-tokens.ts'

const chainQuerySchema = commonQuerySchema.extend({ chainId: caipNetworkIdSchema })
const quoteQuerySchema = commonQuerySchema.extend({
  amount: uintStringSchema,
  userAddress: evmAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  gasPrice: uintStringSchema.optional(),
})
const allowanceQuerySchema = commonQuerySchema.extend({
  tokenAddress: caipAddressSchema,
  userAddress: evmAddressSchema,
})
const approveQuerySchema = commonQuerySchema.extend({
  userAddress: evmAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  /** Approve exactly this much instead of an unlimited allowance. */
  amount: uintStringSchema.optional(),
})
const buildBodySchema = z.object({
  amount: uintStringSchema,
  eip155: z.object({ slippage: z.number().gt(0).max(50) }).optional(),
  projectId: z.string().max(128).optional(),
  from: caipAddressSchema,
  to: caipAddressSchema,
  userAddress: evmAddressSchema,
  disableEstimate: z.boolean().optional(),
})

// Gas prices above the node's answer for faster inclusion, in percent of it.
const FAST_PERCENT = 120n
const INSTANT_PERCENT = 150n

/** The convert (swap) endpoints over the chain's Uniswap-V2 router. */
export function registerSwapRoutes(app: App, context: ApiContext): void {
  app.get('/v1/convert/tokens', async (c) => {
    const query = parseInput(chainQuerySchema, c.req.query(), 'query')
    const chain = swapChainOf(context, query.chainId)
    return c.json({ tokens: await listSwapTokens(context, chain, query.chainId) })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseInput(quoteQuerySchema, c.req.query(), 'query')
    const quote = await quoteSwap(context, {
      from: query.from,
      to: query.to,
      amount: BigInt(query.amount),
    })
    const fromAccount = `${query.from.caipNetworkId}:${query.from.address}`
    const toAccount = `${query.to.caipNetworkId}:${query.to.address}`
    return c.json({ quotes: [await describeQuote(quote, fromAccount, toAccount)] })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseInput(allowanceQuerySchema, c.req.query(), 'query')
    const chain = swapChainOf(context, query.tokenAddress.caipNetworkId)
    const token = swapTokenOf(chain, query.tokenAddress.address)
    if (token.native) return c.json({ allowance: MAX_UINT256.toString() })
    const allowance = await chain.client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [query.userAddress, chain.swap.router as Address],
    })
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = parseInput(chainQuerySchema, c.req.query(), 'query')
    const chain = context.chains.evm(query.chainId)
    if (!chain) throw badRequest(errorCatalogue.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE)
    const standard = await chain.client.getGasPrice()
    return c.json({
      standard: standard.toString(),
      fast: ((standard * FAST_PERCENT) / 100n).toString(),
      instant: ((standard * INSTANT_PERCENT) / 100n).toString(),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(approveQuerySchema, c.req.query(), 'query')
    const chain = swapChainOf(context, query.from.caipNetworkId)
    const token = swapTokenOf(chain, query.from.address)
    if (token.native) throw badRequest('The native currency needs no approval')
    const amount = query.amount === undefined ? MAX_UINT256 : BigInt(query.amount)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.swap.router as Address, amount],
    })
    const gasPrice = await chain.client.getGasPrice()
    return c.json({
      tx: {
        from: query.userAddress,
        to: token.address,
        data,
        value: '0',
        eip155: { gasPrice: gasPrice.toString() },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const body = parseInput(buildBodySchema, await readJsonBody(c), 'body')
    const quote = await quoteSwap(context, {
      from: body.from,
      to: body.to,
      amount: BigInt(body.amount),
    })
    return c.json(
      await buildSwapTransaction({
        quote,
        userAddress: body.userAddress,
        slippage: body.eip155?.slippage ?? DEFAULT_SLIPPAGE_TOLERANCE,
        disableEstimate: body.disableEstimate ?? false,
      }),
    )
  })
}
