import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getSwapAllowance } from './get-swap-allowance.ts'

describe('getSwapAllowance', () => {
  it('GETs /v1/convert/allowance with tokenAddress and userAddress', async () => {
    const { client, calls } = createTestApiClient({ route: () => ({ json: { allowance: '42' } }) })
    const parameters = { tokenAddress: 'eip155:1:0xusdc', userAddress: '0xuser' }
    expect(await getSwapAllowance(client, parameters)).toEqual({ allowance: '42' })
    expect(calls()[0]?.path).toBe('/v1/convert/allowance')
    expect(calls()[0]?.query).toMatchObject(parameters)
  })

  it('returns allowance 0 on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    expect(
      await getSwapAllowance(client, { tokenAddress: 'eip155:1:0xusdc', userAddress: '0xuser' }),
    ).toEqual({ allowance: '0' })
  })
})
