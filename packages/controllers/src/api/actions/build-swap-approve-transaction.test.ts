import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { buildSwapApproveTransaction } from './build-swap-approve-transaction.ts'

const parameters = { userAddress: '0xuser', from: 'eip155:1:0xaaa', to: 'eip155:1:0xbbb' }

describe('buildSwapApproveTransaction', () => {
  it('GETs /v1/convert/build-approve with userAddress, from and to', async () => {
    const tx = { from: '0xuser', to: '0xaaa', data: '0x095e', value: '0' }
    const { client, calls } = createTestApiClient({ route: () => ({ json: { tx } }) })
    expect(await buildSwapApproveTransaction(client, parameters)).toEqual({ tx })
    expect(calls()[0]?.path).toBe('/v1/convert/build-approve')
    expect(calls()[0]?.query).toMatchObject(parameters)
  })

  it('throws Network not supported for Swaps on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    await expect(buildSwapApproveTransaction(client, parameters)).rejects.toThrow(
      'Network not supported for Swaps',
    )
  })
})
