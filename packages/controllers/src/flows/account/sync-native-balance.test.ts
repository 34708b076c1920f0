import { NATIVE_BALANCE_CACHE_TTL_MS } from '@openappkit/common/constants'
import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { connect } from '../connect/connect.ts'
import { syncNativeBalance } from './sync-native-balance.ts'

async function connected() {
  const context = createCoreWithWallets()
  context.evmWallet.balances[EVM_ADDRESS] = 1_500_000_000_000_000_000n
  await connect(context.core, { connectorId: 'io.metamask' })
  return context
}

const accountOf = (context: Awaited<ReturnType<typeof connected>>) =>
  context.core.state.chains.chains.eip155?.accountState

describe('syncNativeBalance', () => {
  it('puts the adapter balance and the native symbol into the account state', async () => {
    const context = await connected()
    expect(await syncNativeBalance(context.core)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(accountOf(context)).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })

  it('keeps the balance 30 s; forceUpdate and an expired entry read the node again', async () => {
    const context = await connected()
    await syncNativeBalance(context.core)
    context.evmWallet.balances[EVM_ADDRESS] = 250_000_000_000_000_000n
    await syncNativeBalance(context.core)
    expect(accountOf(context)?.balance).toBe('1.5')
    await syncNativeBalance(context.core, { forceUpdate: true })
    expect(accountOf(context)?.balance).toBe('0.25')
    context.evmWallet.balances[EVM_ADDRESS] = 0n
    context.clock.advance(NATIVE_BALANCE_CACHE_TTL_MS)
    await syncNativeBalance(context.core)
    expect(accountOf(context)?.balance).toBe('0')
  })

  it('leaves the state alone when the adapter fails or nobody is connected', async () => {
    const context = await connected()
    context.evmAdapter.getBalance = async () => {
      throw new Error('node down')
    }
    expect(await syncNativeBalance(context.core)).toBeUndefined()
    expect(accountOf(context)?.balance).toBeUndefined()
    const { core } = createCoreWithWallets()
    expect(await syncNativeBalance(core)).toBeUndefined()
  })
})
