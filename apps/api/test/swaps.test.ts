import { type Address, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { SWAP_GAS_PER_HOP } from '../src/swaps/index.ts'
import { testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

type Quote = {
  fromAmount: string
  toAmount: string
  fromAccount: string
  toAccount: string
  priceImpact: string
  fee: string
}
type BuiltTransaction = {
  tx: {
    from: string
    to: Address
    data: `0x${string}`
    amount: string
    eip155: { gas: string; gasPrice: string }
  }
  minimumToAmount: string
}

/** Sends a transaction the api built, as the visitor's wallet would, and waits for its receipt. */
async function sendBuilt(
  { wallet, client }: Pick<ReturnType<typeof testWallet>, 'wallet' | 'client'>,
  tx: BuiltTransaction['tx'],
) {
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155.gas),
  })
  return waitForReceipt(client, hash)
}

describe.each(testDatabaseKinds())('swaps (%s)', (database) => {
  const stack = useTestStack(database)
  let usdc: Address
  let weth: Address
  let router: Address

  beforeAll(() => {
    usdc = stack.devnet.manifest.evm.tokens.usdc.address as Address
    weth = stack.devnet.manifest.evm.contracts.weth as Address
    router = stack.devnet.manifest.evm.contracts.uniswapV2Router02 as Address
  })

  const caip = (address: string) => `eip155:31337:${address}`

  it('lists the native currency and the tokens with a pool', async () => {
    const { status, body } = await stack.api.call('/v1/convert/tokens?chainId=eip155:31337')
    expect(status).toBe(200)
    const symbols = (body as { tokens: { symbol: string }[] }).tokens.map((token) => token.symbol)
    expect(symbols).toEqual(['ETH', 'USDC', 'DAI', 'WETH'])
  })

  it('quotes exactly what the router answers, with price impact and fee', async () => {
    const { account, client } = testWallet(stack.devnet.manifest, 5)
    const amount = parseEther('1')
    const { status, body } = await stack.api.call(
      `/v1/convert/quotes?amount=${amount}&userAddress=${account.address}&from=${caip(NATIVE)}&to=${caip(usdc)}&gasPrice=1`,
    )
    expect(status).toBe(200)
    const [quote] = (body as { quotes: Quote[] }).quotes
    const amounts = await client.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [weth, usdc]],
    })
    expect(quote).toMatchObject({
      fromAmount: amount.toString(),
      toAmount: amounts[1]?.toString(),
      fromAccount: caip(NATIVE),
      toAccount: caip(usdc),
      fee: ((amount * 3n) / 1000n).toString(),
    })
    expect(Number(quote?.priceImpact)).toBeGreaterThan(0.5)
    expect(Number(quote?.priceImpact)).toBeLessThan(2)
  })

  it('builds a swap without an estimate whose gas covers the first swap of a fresh pool', async () => {
    // The first swap in a later block writes the pair's cumulative prices from zero: an estimate
    // against the latest block does not see that cost, the fixed budget must cover it.
    const { account, wallet, client } = testWallet(stack.devnet.manifest, 4)
    const { body } = await stack.api.call('/v1/convert/build-transaction', {
      amount: parseEther('0.1').toString(),
      from: caip(NATIVE),
      to: caip(usdc),
      userAddress: account.address,
      disableEstimate: true,
    })
    const { tx } = body as BuiltTransaction
    expect(BigInt(tx.eip155.gas)).toBe(SWAP_GAS_PER_HOP)
    // Time passes since the pool's last update, as it does between a deployment and a visitor.
    await fetch(stack.devnet.manifest.evm.chains[0]?.rpcUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_increaseTime', params: [60] }),
    })
    const receipt = await sendBuilt({ wallet, client }, tx)
    expect(receipt.status).toBe('success')
  })

  it('builds a native → USDC swap that executes within the slippage tolerance', async () => {
    const { account, wallet, client } = testWallet(stack.devnet.manifest, 5)
    const amount = parseEther('0.5')
    const before = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const { status, body } = await stack.api.call('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: caip(NATIVE),
      to: caip(usdc),
      userAddress: account.address,
      disableEstimate: false,
    })
    expect(status).toBe(200)
    const { tx, minimumToAmount } = body as BuiltTransaction
    expect(tx).toMatchObject({ from: account.address, to: router, amount: amount.toString() })
    const receipt = await sendBuilt({ wallet, client }, tx)
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBeGreaterThanOrEqual(BigInt(minimumToAmount))
  })

  it('approves, then swaps USDC → native through the router', async () => {
    const { account, wallet, client } = testWallet(stack.devnet.manifest, 6)
    const allowanceUrl = `/v1/convert/allowance?tokenAddress=${caip(usdc)}&userAddress=${account.address}`
    expect((await stack.api.call(allowanceUrl)).body).toEqual({ allowance: '0' })
    const amount = parseUnits('100', 6)
    const refused = await stack.api.call('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: caip(usdc),
      to: caip(NATIVE),
      userAddress: account.address,
    })
    expect(refused.status).toBe(400)
    expect((refused.body as { message: string }).message).toMatch(/^The swap would fail/)

    const approve = await stack.api.call(
      `/v1/convert/build-approve?userAddress=${account.address}&from=${caip(usdc)}&to=${caip(NATIVE)}`,
    )
    const approveTx = (approve.body as { tx: { to: Address; data: `0x${string}` } }).tx
    expect(approveTx.to.toLowerCase()).toBe(usdc.toLowerCase())
    await waitForReceipt(
      client,
      await wallet.sendTransaction({ to: approveTx.to, data: approveTx.data }),
    )
    expect((await stack.api.call(allowanceUrl)).body).toEqual({
      allowance: (2n ** 256n - 1n).toString(),
    })

    const built = await stack.api.call('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 0.5 },
      from: caip(usdc),
      to: caip(NATIVE),
      userAddress: account.address,
    })
    const { tx } = built.body as BuiltTransaction
    expect(tx.amount).toBe('0')
    const ethBefore = await client.getBalance({ address: account.address })
    const receipt = await waitForReceipt(
      client,
      await wallet.sendTransaction({ to: tx.to, data: tx.data, gas: BigInt(tx.eip155.gas) }),
    )
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: account.address })).toBeGreaterThan(ethBefore)
  })

  it('answers the gas price from the node', async () => {
    const { client } = testWallet(stack.devnet.manifest, 5)
    const { body } = await stack.api.call('/v1/convert/gas-price?chainId=eip155:31337')
    const node = await client.getGasPrice()
    const prices = body as { standard: string; fast: string; instant: string }
    expect(BigInt(prices.standard)).toBeGreaterThan(0n)
    expect(BigInt(prices.standard)).toBeLessThanOrEqual(node * 2n)
    expect(BigInt(prices.fast)).toBeGreaterThan(BigInt(prices.standard))
  })

  it('refuses unsupported networks with the catalogue messages', async () => {
    const solana = stack.devnet.manifest.solana.caipNetworkId
    expect(await stack.api.call(`/v1/convert/tokens?chainId=${solana}`)).toEqual({
      status: 400,
      body: { message: 'Network not supported for Swaps' },
    })
    expect(await stack.api.call('/v1/convert/gas-price?chainId=eip155:1')).toEqual({
      status: 400,
      body: { message: 'Network not supported for Gas Price' },
    })
    const { account } = testWallet(stack.devnet.manifest, 5)
    const quote = await stack.api.call(
      `/v1/convert/quotes?amount=1&userAddress=${account.address}&from=eip155:1:${NATIVE}&to=eip155:1:${usdc}`,
    )
    expect(quote).toEqual({ status: 400, body: { message: 'Network not supported for Swaps' } })
  })
})
