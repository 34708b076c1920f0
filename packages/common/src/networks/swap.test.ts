import { describe, expect, it } from 'vitest'
import { getNetworkByCaipNetworkId } from './get-network-by-caip-network-id.ts'
import { SWAP_SUPPORTED_CAIP_NETWORK_IDS } from './swap.ts'

describe('SWAP_SUPPORTED_CAIP_NETWORK_IDS', () => {
  it('lists the docs/project/behaviour.md §9 swap chains as eip155 CAIP-2 ids, in order', () => {
    expect(SWAP_SUPPORTED_CAIP_NETWORK_IDS).toEqual([
      'eip155:1',
      'eip155:42161',
      'eip155:10',
      'eip155:324',
      'eip155:8453',
      'eip155:56',
      'eip155:137',
      'eip155:100',
      'eip155:43114',
      'eip155:250',
      'eip155:8217',
      'eip155:1313161554',
    ])
  })

  it('names only networks of the catalogue', () => {
    for (const id of SWAP_SUPPORTED_CAIP_NETWORK_IDS) {
      expect(getNetworkByCaipNetworkId(id)).toBeDefined()
    }
  })
})
