import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { buildSwapTransaction } from './build-swap-transaction.ts'

const parameters = {
  amount: '1000',
  from: 'eip155:1:0xaaa',
  to: 'eip155:1:0xbbb',
  userAddress: '0xuser',
}

describe('buildSwapTransaction', () => {
  it('POSTs /v1/convert/build-transaction with the default slippage of 1', async () => {
    const tx = { from: '0xuser', to: '0xrouter', data: '0x12', amount: '1000' }
    const { client, calls } = createTestApiClient({ route: () => ({ json: { tx } }) })
    expect(await buildSwapTransaction(client, parameters)).toEqual({ tx })
    expect(calls()[0]?.body).toEqual({
      amount: '1000',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: 'eip155:1:0xaaa',
      to: 'eip155:1:0xbbb',
      userAddress: '0xuser',
      disableEstimate: false,
    })
  })

  it('throws Network not supported for Swaps on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    await expect(buildSwapTransaction(client, parameters)).rejects.toThrow(
      'Network not supported for Swaps',
    )
  })
})
