import { RpcError } from '@openappkit/common/errors'
import { formatUnits } from '@openappkit/common/units'
import { describe, expect, it, vi } from 'vitest'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createQuotedSwapCore as quoted, ROUTER } from '../../test-utils/fake-swap-api.ts'
import { executeSwap } from './execute-swap.ts'

describe('executeSwap', () => {
  it('sends a native swap with the amount as value, clears the amount and shows Account', async () => {
    const { core, evmWallet, fetch } = await quoted({})
    const pending = executeSwap(core)
    expect(core.state.swap.loadingTransaction).toBe(true)
    expect(await pending).toEqual({ status: 'swapped', hash: expect.stringMatching(/^0x/) })
    expect(evmWallet.sent[0]).toMatchObject({ value: 10n ** 18n, to: ROUTER, data: '0x7ff36ab5' })
    expect(core.state.swap).toMatchObject({
      sourceTokenAmount: '',
      swapTransaction: undefined,
      loadingTransaction: false,
    })
    expect(core.state.router.view).toBe('Account')
    await vi.waitFor(() => {
      expect(fetch.apiCalls().some((call) => call.path.endsWith('/balance'))).toBe(true)
      // The Account view's native balance is read again from the wallet, not left stale.
      expect(core.state.chains.chains.eip155?.accountState.balance).toBe(
        formatUnits(evmWallet.balances[evmWallet.address] ?? 0n, 18),
      )
    })
  })

  it('shows the rejected message when the visitor refuses', async () => {
    const { core, evmAdapter } = await quoted({})
    evmAdapter.sendTransaction = async () => {
      throw new RpcError(4001)
    }
    expect(await executeSwap(core)).toMatchObject({ status: 'failed' })
    expect(core.state.toast.message).toEqual({ code: 'USER_REJECTED_REQUEST' })
    expect(core.state.router.view).toBe('SwapPreview')
    expect(core.state.swap.swapTransaction).toBeDefined()
  })

  it('refuses to send what was not built', async () => {
    const { core } = createCoreWithWallets()
    await expect(executeSwap(core)).rejects.toThrow('No swap transaction to send')
  })
})
