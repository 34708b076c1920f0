import { TOAST_SWAP_DELAY_MS } from '@openappkit/common/constants'
import { formatUnits } from '@openappkit/common/units'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter/types.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { connect } from '../connect/connect.ts'
import { watchTransaction } from './watch-transaction.ts'

async function sent() {
  const context = createCoreWithWallets()
  await connect(context.core, { connectorId: 'io.metamask' })
  const { hash } = await context.evmAdapter.sendTransaction({
    address: context.evmWallet.address,
    to: context.evmWallet.address,
    value: 1n,
  })
  return { ...context, hash }
}

describe('watchTransaction', () => {
  it('waits for inclusion, then reads the native balance again past its cache', async () => {
    const { core, evmWallet, hash } = await sent()
    expect(core.state.chains.chains.eip155?.accountState.balance).toBeUndefined()
    expect(await watchTransaction(core, { hash, namespace: 'eip155' })).toBe('success')
    expect(core.state.chains.chains.eip155?.accountState.balance).toBe(
      formatUnits(evmWallet.balances[evmWallet.address] ?? 0n, 18),
    )
    expect(core.state.toast.message).not.toEqual({ code: 'TRANSACTION_REVERTED' })
  })

  it('says so in an error toast when the transaction reverted', async () => {
    const { core, clock, evmAdapter, hash } = await sent()
    const reverting: ChainAdapter['waitForTransaction'] = async () => ({ status: 'reverted' })
    evmAdapter.waitForTransaction = reverting
    expect(await watchTransaction(core, { hash, namespace: 'eip155' })).toBe('reverted')
    // A balance notice may be on screen: the toasts swap after the swap delay.
    clock.advance(TOAST_SWAP_DELAY_MS)
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'TRANSACTION_REVERTED' },
    })
  })

  it('still reads the balances when the adapter cannot tell or the wait fails', async () => {
    const { core, evmAdapter, hash } = await sent()
    evmAdapter.waitForTransaction = undefined
    expect(await watchTransaction(core, { hash, namespace: 'eip155' })).toBe('unknown')
    expect(core.state.chains.chains.eip155?.accountState.balance).toBeDefined()
    const failing = await sent()
    expect(await watchTransaction(failing.core, { hash: '0x99', namespace: 'eip155' })).toBe(
      'unknown',
    )
    expect(failing.core.state.toast.message).not.toEqual({ code: 'TRANSACTION_REVERTED' })
  })
})
