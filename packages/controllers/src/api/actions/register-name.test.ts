import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { registerName } from './register-name.ts'

const parameters = {
  coinType: 60,
  address: '0xabc',
  message: JSON.stringify({ name: 'alice.test', attributes: {}, timestamp: 1 }),
  signature: '0xsig',
  caipNetworkId: 'eip155:1' as const,
}

describe('registerName', () => {
  it('POSTs /v1/profile/account with coin_type, address, message and signature, once', async () => {
    const { client, calls } = createTestApiClient({ route: () => ({ json: { success: true } }) })
    expect(await registerName(client, parameters)).toEqual({ success: true })
    expect(calls()[0]?.body).toEqual({
      coin_type: 60,
      address: '0xabc',
      message: parameters.message,
      signature: '0xsig',
    })
  })

  it('counts an empty 2xx reply as success and does not retry failures', async () => {
    const empty = createTestApiClient({ route: () => ({ status: 204 }) })
    expect(await registerName(empty.client, parameters)).toEqual({ success: true })
    const failing = createTestApiClient({ route: () => ({ status: 500 }) })
    await expect(registerName(failing.client, parameters)).rejects.toThrow('HTTP status code: 500')
    expect(failing.calls()).toHaveLength(1)
  })

  it('does not register on an unsupported network', async () => {
    const { client, calls } = createTestApiClient({ supported: [] })
    expect(await registerName(client, parameters)).toEqual({ success: false })
    expect(calls()).toHaveLength(0)
  })
})
