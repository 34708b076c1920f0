import { chainIdToCoinType } from '@openappkit/common'
import {
  type BlockchainApiClient,
  buildSwapApproveTransaction,
  buildSwapTransaction,
  createBlockchainApiClient,
  createSystemClock,
  type FetchLike,
  generateOnRampUrl,
  getBalances,
  getGasPrice,
  getIdentity,
  getNameSuggestions,
  getOnRampOptions,
  getOnRampQuote,
  getSession,
  getSupportedNetworks,
  getSwapAllowance,
  getSwapQuote,
  getSwapTokens,
  getTokenPrice,
  getTransactionHistory,
  lookupName,
  registerName,
  reverseLookupName,
  revokeSession,
  sendAnalyticsEvent,
} from '@openappkit/controllers'
import { parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

// The real client of @openappkit/controllers against the real server over HTTP: every response
// must pass the client's own zod schemas, so the two sides cannot drift apart.
describe.each(testDatabaseKinds())('the controllers client against the api (%s)', (database) => {
  const stack = useTestStack(database, { api: { http: true } })
  let client: BlockchainApiClient

  beforeAll(() => {
    client = createBlockchainApiClient({
      baseUrl: stack.api.url,
      projectId: 'client-test',
      sdkType: 'appkit',
      sdkVersion: '4',
      fetch: fetch as unknown as FetchLike,
      clock: createSystemClock(),
    })
  })

  it('reads supported networks, balances and history', async () => {
    const networks = await getSupportedNetworks(client)
    expect(networks.http).toContain('eip155:31337')
    const sender = testWallet(stack.devnet.manifest, 7)
    const recipient = freshAddress()
    await waitForReceipt(
      sender.client,
      await sender.wallet.sendTransaction({ to: recipient, value: parseEther('2') }),
    )
    const { balances } = await getBalances(client, {
      address: recipient,
      caipNetworkId: 'eip155:31337',
      forceUpdate: true,
    })
    expect(balances).toMatchObject([{ symbol: 'ETH', quantity: { numeric: '2' } }])
    let history = await getTransactionHistory(client, {
      account: recipient,
      caipNetworkId: 'eip155:31337',
    })
    for (let attempt = 0; history.data.length === 0 && attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      history = await getTransactionHistory(client, {
        account: recipient,
        caipNetworkId: 'eip155:31337',
      })
    }
    expect(history.data).toHaveLength(1)
    expect(history.next).toBeUndefined()
  })

  it('runs the swap calls', async () => {
    const { account } = testWallet(stack.devnet.manifest, 7)
    const usdc = `eip155:31337:${stack.devnet.manifest.evm.tokens.usdc.address}`
    expect(
      (await getSwapTokens(client, { caipNetworkId: 'eip155:31337' })).tokens.length,
    ).toBeGreaterThan(1)
    const { quotes } = await getSwapQuote(client, {
      amount: parseEther('0.1').toString(),
      userAddress: account.address,
      from: NATIVE,
      to: usdc,
      gasPrice: '1',
    })
    expect(BigInt(quotes[0]?.toAmount ?? '0')).toBeGreaterThan(0n)
    expect(
      BigInt((await getGasPrice(client, { caipNetworkId: 'eip155:31337' })).standard),
    ).toBeGreaterThan(0n)
    expect(
      await getSwapAllowance(client, { tokenAddress: usdc, userAddress: account.address }),
    ).toEqual({ allowance: '0' })
    expect(
      (
        await buildSwapApproveTransaction(client, {
          userAddress: account.address,
          from: usdc,
          to: NATIVE,
        })
      ).tx.data,
    ).toMatch(/^0x095ea7b3/)
    const built = await buildSwapTransaction(client, {
      amount: parseEther('0.1').toString(),
      from: NATIVE,
      to: usdc,
      userAddress: account.address,
    })
    expect(built.tx.amount).toBe(parseEther('0.1').toString())
    expect((await getTokenPrice(client, { addresses: [usdc] })).fungibles).toMatchObject([
      { symbol: 'USDC', price: 1 },
    ])
  })

  it('registers and resolves a name', async () => {
    const { account, wallet } = testWallet(stack.devnet.manifest, 7)
    const name = `client-${database}-${Date.now().toString(36)}`
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1_000),
    })
    const signature = await wallet.signMessage({ message })
    const registered = await registerName(client, {
      coinType: chainIdToCoinType(31337),
      address: account.address,
      message,
      signature,
      caipNetworkId: 'eip155:31337',
    })
    expect(registered).toEqual({ success: true })
    expect(
      (await lookupName(client, { name: `${name}.oak.id`, caipNetworkId: 'eip155:31337' }))
        .addresses,
    ).toMatchObject({ [String(chainIdToCoinType(31337))]: { address: account.address } })
    expect(
      (
        await reverseLookupName(client, { address: account.address, caipNetworkId: 'eip155:31337' })
      ).map((profile) => profile.name),
    ).toContain(`${name}.oak.id`)
    expect(
      await getIdentity(client, { address: account.address, caipNetworkId: 'eip155:31337' }),
    ).toMatchObject({ name: `${name}.oak.id` })
    expect(
      (
        await getNameSuggestions(client, {
          name: 'someone',
          caipNetworkId: 'eip155:31337',
          zone: 'oak.id',
        })
      ).suggestions[0],
    ).toEqual({ name: 'someone.oak.id', registered: false })
  })

  it('reads on-ramp options and quotes, and generates a checkout URL', async () => {
    const options = await getOnRampOptions(client)
    expect(options.paymentCurrencies[0]?.id).toBe('USD')
    expect(
      await getOnRampQuote(client, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: 200,
        network: 'devnet-31337',
      }),
    ).toMatchObject({ purchaseAmount: { amount: '197', currency: 'USDC' } })
    const { url } = await generateOnRampUrl(client, {
      destinationWallets: [{ address: freshAddress(), blockchains: ['devnet-31337'] }],
      partnerUserId: 'client-test',
      paymentAmount: 50,
    })
    expect(url.startsWith(`${stack.api.url}/onramp/checkout/`)).toBe(true)
  })

  it('reads and revokes sessions, and sends analytics', async () => {
    const { account, wallet } = testWallet(stack.devnet.manifest, 7)
    const id = `eip155:31337:${account.address}`
    const now = Math.floor(Date.now() / 1_000)
    const message = JSON.stringify({
      action: 'create-session',
      account: id,
      permissions: {},
      expiry: now + 600,
      timestamp: now,
    })
    const created = await fetch(`${stack.api.url}/v1/sessions/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await wallet.signMessage({ message }) }),
    })
    const { pci } = (await created.json()) as { pci: string }
    expect((await getSession(client, { id })).pcis.map((entry) => entry.pci)).toContain(pci)
    expect(
      await revokeSession(client, {
        id,
        pci,
        signature: await wallet.signMessage({ message: pci }),
      }),
    ).toEqual({ success: true })
    expect((await getSession(client, { id })).pcis.map((entry) => entry.pci)).not.toContain(pci)
    await sendAnalyticsEvent(client, {
      eventId: `client-${database}`,
      url: 'https://dapp.example',
      domain: 'dapp.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'SWITCH_NETWORK' },
    })
    const summary = await fetch(`${stack.api.url}/e/summary?projectId=client-test`)
    expect(await summary.json()).toMatchObject({
      total: 1,
      byEvent: [{ event: 'SWITCH_NETWORK', count: 1 }],
    })
  })
})
