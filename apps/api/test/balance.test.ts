import { erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

type Balance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
}

describe.each(testDatabaseKinds())('supported chains and balances (%s)', (database) => {
  const stack = useTestStack(database)

  const balancesOf = async (address: string, query = 'chainId=eip155:31337') => {
    const { status, body } = await stack.api.call(
      `/v1/account/${address}/balance?currency=usd&${query}`,
    )
    expect(status).toBe(200)
    return (body as { balances: Balance[] }).balances
  }

  it('lists every configured chain', async () => {
    const { status, body } = await stack.api.call('/v1/supported-chains')
    expect(status).toBe(200)
    const { solana } = stack.devnet.manifest
    const ids = ['eip155:31337', 'eip155:31338', solana.caipNetworkId]
    expect(body).toEqual({ http: ids, ws: ids })
  })

  it('values native and listed token balances from the price table, leaving 0-decimals tokens out', async () => {
    const { account } = testWallet(stack.devnet.manifest, 1)
    const balances = await balancesOf(account.address)
    const eth = balances.find((balance) => balance.address === undefined)
    expect(eth).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337', price: 3_000 })
    expect(Number(eth?.quantity.numeric)).toBeGreaterThan(9_000)
    const usdc = balances.find((balance) => balance.symbol === 'USDC')
    expect(usdc).toMatchObject({
      address: `eip155:31337:${stack.devnet.manifest.evm.tokens.usdc.address.toLowerCase()}`,
      price: 1,
      value: 1_000_000,
      quantity: { decimals: '6', numeric: '1000000' },
    })
    expect(balances.map((balance) => balance.symbol)).not.toContain('ZERO')
  })

  it('shows a real transfer: a fresh address receives ETH and USDC', async () => {
    const sender = testWallet(stack.devnet.manifest, 1)
    const recipient = freshAddress()
    expect(await balancesOf(recipient)).toMatchObject([
      { symbol: 'ETH', quantity: { numeric: '0' } },
    ])
    await waitForReceipt(
      sender.client,
      await sender.wallet.sendTransaction({ to: recipient, value: parseEther('1.5') }),
    )
    await waitForReceipt(
      sender.client,
      await sender.wallet.writeContract({
        address: stack.devnet.manifest.evm.tokens.usdc.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('12.5', 6)],
      }),
    )
    const balances = await balancesOf(recipient, 'chainId=eip155:31337&forceUpdate=true')
    expect(balances).toMatchObject([
      { symbol: 'ETH', quantity: { numeric: '1.5' }, value: 4_500 },
      { symbol: 'USDC', quantity: { numeric: '12.5' }, value: 12.5 },
    ])
  })

  it('reads every chain of the address family when no chainId is given', async () => {
    const { account } = testWallet(stack.devnet.manifest, 2)
    const balances = await balancesOf(account.address, '')
    expect(new Set(balances.map((balance) => balance.chainId))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
  })

  it('answers SOL and SPL balances on Solana', async () => {
    const [holder] = stack.devnet.manifest.solana.accounts
    const chainId = stack.devnet.manifest.solana.caipNetworkId
    const balances = await balancesOf(holder?.address ?? '', `chainId=${chainId}`)
    expect(balances[0]).toMatchObject({ symbol: 'SOL', chainId, price: 150 })
    expect(balances.find((balance) => balance.symbol === 'USDC')).toMatchObject({
      address: `${chainId}:${stack.devnet.manifest.solana.mints.usdc.address}`,
      price: 1,
    })
  })

  it('refuses an unsupported chain and a mismatched address family', async () => {
    const { account } = testWallet(stack.devnet.manifest, 1)
    expect(await stack.api.call(`/v1/account/${account.address}/balance?chainId=eip155:1`)).toEqual(
      {
        status: 400,
        body: { message: 'Unsupported chain' },
      },
    )
    const solanaAddress = stack.devnet.manifest.solana.accounts[0]?.address
    const mismatched = await stack.api.call(
      `/v1/account/${solanaAddress}/balance?chainId=eip155:31337`,
    )
    expect(mismatched.status).toBe(400)
  })
})
