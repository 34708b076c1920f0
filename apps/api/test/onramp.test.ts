import { erc20Abi, formatEther, formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { freshAddress, testWallet } from './helpers/evm.ts'
import { freshSolanaAddress, solanaRpc } from './helpers/solana.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const CARD = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
}
const ACH = {
  method: 'ach_bank_account',
  routingNumber: '110000000',
  accountNumber: '000123456789',
}

describe.each(testDatabaseKinds())('on-ramp sandbox (%s)', (database) => {
  const stack = useTestStack(database)

  async function checkoutFor(address: string, blockchain: string, asset: string) {
    const { status, body } = await stack.api.call('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: [blockchain], assets: [asset] }],
      partnerUserId: 'project-1',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(status).toBe(200)
    const url = new URL((body as { url: string }).url)
    expect(url.pathname).toMatch(/^\/onramp\/checkout\/[A-Za-z0-9_-]{24}$/)
    return url.pathname
  }

  const pay = (path: string, fields: Record<string, string>) =>
    stack.api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ option: '0', currency: 'USD', ...fields }).toString(),
    })

  it('offers the configured assets and the docs/project/behaviour.md §9 payment limits', async () => {
    const { status, body } = await stack.api.call('/v1/onramp/options')
    expect(status).toBe(200)
    const options = body as {
      purchaseCurrencies: { id: string; networks: { name: string; chain_id: string }[] }[]
      paymentCurrencies: unknown[]
    }
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'USDC',
      'ETH',
      'SOL',
    ])
    expect(
      options.purchaseCurrencies[0]?.networks.map((network) => network.chain_id).slice(0, 2),
    ).toEqual(['31337', '31338'])
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
  })

  it('quotes after the provider fee and refuses amounts outside the limits', async () => {
    const quote = await stack.api.call('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'devnet-31337',
    })
    expect(quote).toMatchObject({
      status: 200,
      body: {
        purchaseAmount: { amount: '98.5', currency: 'USDC' },
        providerFee: { amount: '1.50', currency: 'USD' },
        paymentTotal: { amount: '100.00' },
      },
    })
    expect(
      await stack.api.call('/v1/onramp/quote', {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '9.99',
        network: 'devnet-31337',
      }),
    ).toEqual({
      status: 400,
      body: { message: 'Amount must be between 10.00 and 25000.00 USD' },
    })
  })

  it('quotes the first network of an asset when the client sends its symbol as network', async () => {
    const quote = await stack.api.call('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '50',
      network: 'USDC',
    })
    expect(quote).toMatchObject({
      status: 200,
      body: { network: 'devnet-31337', purchaseAmount: { currency: 'USDC' } },
    })
  })

  it('opens a checkout from the named provider URL parameters (docs/project/behaviour.md §4)', async () => {
    const wallet = freshAddress()
    const response = await stack.api.request(
      `/onramp/checkout?walletAddress=${wallet}&destinationCurrencyCode=USDC&externalCustomerId=project-1`,
    )
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(/^\/onramp\/checkout\/[A-Za-z0-9_-]{24}$/)
    const page = await (await stack.api.request(location)).text()
    expect(page).toContain(`USDC on ${stack.devnet.manifest.evm.chains[0]?.name}, to ${wallet}`)
    expect(page).not.toContain('Solana')
  })

  it('serves an accessible checkout page with no external resources', async () => {
    const path = await checkoutFor(freshAddress(), 'devnet-31337', 'USDC')
    const response = await stack.api.request(`${path}?amount=100.00`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('<html lang="en">')
    for (const id of [
      'option',
      'amount',
      'currency',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'routingNumber',
      'accountNumber',
    ]) {
      expect(page).toContain(`<label for="${id}">`)
    }
    expect(page).toContain('<legend>Payment method</legend>')
    expect(page).not.toMatch(/<(script|link|img)\b/)
    expect(page).not.toMatch(/https?:\/\/(?!example)/)
  })

  it('refuses out-of-limit amounts per payment method, with a clear message', async () => {
    const path = await checkoutFor(freshAddress(), 'devnet-31337', 'USDC')
    const overCard = await pay(path, { ...CARD, amount: '7500.01' })
    expect(overCard.status).toBe(400)
    const overCardPage = await overCard.text()
    expect(overCardPage).toContain('role="alert"')
    expect(overCardPage).toContain('Card payments must be between 10.00 and 7500.00 USD.')
    expect(await (await pay(path, { ...CARD, amount: '9.99' })).text()).toContain(
      'Card payments must be between 10.00 and 7500.00 USD.',
    )
    expect(await (await pay(path, { ...ACH, amount: '25000.01' })).text()).toContain(
      'Bank (ACH) payments must be between 10.00 and 25000.00 USD.',
    )
    expect(
      await (await pay(path, { ...CARD, cardNumber: '4000 0000 0000 0002', amount: '50' })).text(),
    ).toContain('Your card was declined.')
  })

  it('delivers USDC bought by card to the wallet on the devnet, once', async () => {
    const recipient = freshAddress()
    const path = await checkoutFor(recipient, 'devnet-31337', 'USDC')
    const paid = await pay(path, { ...CARD, amount: '100.00' })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('98.5 USDC were sent to')
    const { client } = testWallet(stack.devnet.manifest, 0)
    const usdc = stack.devnet.manifest.evm.tokens.usdc.address as `0x${string}`
    const balance = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(formatUnits(balance, 6)).toBe('98.5')
    const status = await stack.api.call(`/v1/onramp/checkout/${path.split('/').at(-1)}`)
    expect(status.body).toMatchObject({
      status: 'completed',
      purchaseAmount: '98.5',
      recipient,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    const again = await pay(path, { ...CARD, amount: '100.00' })
    expect(again.status).toBe(409)
  })

  it('delivers native ETH bought by bank transfer up to the ACH limit', async () => {
    const recipient = freshAddress()
    const path = await checkoutFor(recipient, 'devnet-31338', 'ETH')
    const paid = await pay(path, { ...ACH, amount: '25000' })
    expect(paid.status).toBe(200)
    const { client } = testWallet(stack.devnet.manifest, 0, 1)
    // 25 000 USD minus the 1.5 % fee, at 3 000 USD per ETH, rounded down to the wei.
    expect(formatEther(await client.getBalance({ address: recipient }))).toBe(
      '8.208333333333333333',
    )
  })

  it('delivers SOL and SPL USDC on Solana', async () => {
    const { rpcUrl } = stack.devnet.manifest.solana
    const solRecipient = freshSolanaAddress()
    expect(
      (
        await pay(await checkoutFor(solRecipient, 'solana-devnet', 'SOL'), {
          ...CARD,
          amount: '150',
        })
      ).status,
    ).toBe(200)
    expect(await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [solRecipient])).toMatchObject({
      value: 985_000_000,
    })

    const usdcRecipient = freshSolanaAddress()
    expect(
      (
        await pay(await checkoutFor(usdcRecipient, 'solana-devnet', 'USDC'), {
          ...CARD,
          amount: '20',
        })
      ).status,
    ).toBe(200)
    const accounts = await solanaRpc<{
      value: {
        account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } }
      }[]
    }>(rpcUrl, 'getTokenAccountsByOwner', [
      usdcRecipient,
      { mint: stack.devnet.manifest.solana.mints.usdc.address },
      { encoding: 'jsonParsed' },
    ])
    expect(accounts.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('19.7')
  })

  it('refuses wallets on unsupported networks and unknown checkouts', async () => {
    const refused = await stack.api.call('/v1/generators/onrampurl', {
      destinationWallets: [{ address: freshAddress(), blockchains: ['bitcoin'] }],
      partnerUserId: 'p',
    })
    expect(refused).toEqual({
      status: 400,
      body: { message: 'No supported asset and network for the destination wallets' },
    })
    expect((await stack.api.request('/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
  })
})
