import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import {
  nativeToken,
  createQuotedSwapCore as quoted,
  ROUTER,
  usdcToken,
} from '../../test-utils/fake-swap-api.ts'
import { approveSwap } from './approve-swap.ts'
import { executeSwap } from './execute-swap.ts'

describe('approveSwap', () => {
  it('sends the approval, then builds and sends the swap through the adapter', async () => {
    const { core, evmWallet, fetch } = await quoted({ allowance: '0' }, usdcToken, nativeToken)
    expect(core.state.swap.approvalTransaction).toBeDefined()
    const pending = approveSwap(core)
    expect(core.state.swap.loadingTransaction).toBe(true)
    expect(await pending).toEqual({ status: 'approved', hash: expect.stringMatching(/^0x/) })
    expect(evmWallet.sent[0]).toMatchObject({
      address: EVM_ADDRESS,
      to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      data: '0x095ea7b3',
      value: 0n,
      gasPrice: 20_000_000_000n,
    })
    expect(fetch.apiCalls('/v1/convert/allowance')).toHaveLength(1)
    expect(core.state.swap).toMatchObject({
      loadingTransaction: false,
      approvalTransaction: undefined,
      swapTransaction: { to: ROUTER, value: '0' },
    })

    expect(await executeSwap(core)).toEqual({
      status: 'swapped',
      hash: expect.stringMatching(/^0x/),
    })
    expect(evmWallet.sent[1]).toMatchObject({
      to: ROUTER,
      data: '0x7ff36ab5',
      value: 0n,
      gas: 150_000n,
      gasPrice: 20_000_000_000n,
    })
  })

  it('shows the rejected message when the visitor refuses the approval', async () => {
    const { core, evmWallet } = await quoted({ allowance: '0' }, usdcToken, nativeToken)
    evmWallet.rejectNextRequest()
    expect(await approveSwap(core)).toMatchObject({
      status: 'failed',
      error: { code: 'USER_REJECTED_REQUEST' },
    })
    expect(core.state.toast.message).toEqual({ code: 'USER_REJECTED_REQUEST' })
    expect(core.state.swap).toMatchObject({
      loadingTransaction: false,
      error: { code: 'USER_REJECTED_REQUEST' },
    })
    expect(core.state.swap.approvalTransaction).toBeDefined()
  })

  it('keeps the approval result when building the swap then fails', async () => {
    const { core } = await quoted(
      {
        allowance: '0',
        overrides: { '/v1/convert/build-transaction': () => ({ status: 403 }) },
      },
      usdcToken,
      nativeToken,
    )
    expect((await approveSwap(core)).status).toBe('approved')
    expect(core.state.swap).toMatchObject({
      error: { code: 'HTTP_STATUS_CODE', params: { status: 403 } },
      loadingTransaction: false,
    })
  })

  it('refuses to send what was not built', async () => {
    const { core } = createCoreWithWallets()
    await expect(approveSwap(core)).rejects.toThrow('No approval transaction to send')
  })
})
