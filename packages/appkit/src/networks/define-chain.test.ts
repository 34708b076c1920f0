import { describe, expect, it } from 'vitest'
import { defineChain } from './define-chain.ts'

const custom = {
  id: 123456789,
  caipNetworkId: 'eip155:123456789',
  chainNamespace: 'eip155',
  name: 'Custom Network',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
} as const

describe('defineChain', () => {
  it('takes a network written for the incumbent, without a testnet flag', () => {
    const network = defineChain(custom)
    expect(network).toMatchObject({ caipNetworkId: 'eip155:123456789', testnet: false })
    expect(defineChain({ ...custom, testnet: true }).testnet).toBe(true)
  })

  it('refuses a network whose RPC URL is not http(s)', () => {
    expect(() =>
      defineChain({ ...custom, rpcUrls: { default: { http: ['javascript:alert(1)'] } } }),
    ).toThrow(/RPC/)
  })
})
