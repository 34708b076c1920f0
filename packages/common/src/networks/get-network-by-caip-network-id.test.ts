import { describe, expect, it } from 'vitest'
import { mainnet, polygon } from './evm.ts'
import { getNetworkByCaipNetworkId } from './get-network-by-caip-network-id.ts'
import { devnetEvm, devnetSolana } from './local.ts'
import { solanaDevnet } from './solana.ts'

describe('getNetworkByCaipNetworkId', () => {
  it('finds catalogue networks by their CAIP-2 id', () => {
    expect(getNetworkByCaipNetworkId('eip155:1')).toBe(mainnet)
    expect(getNetworkByCaipNetworkId('eip155:137')).toBe(polygon)
    expect(getNetworkByCaipNetworkId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet)
  })

  it('returns undefined for unknown ids and does not see local networks by default', () => {
    expect(getNetworkByCaipNetworkId('eip155:999999')).toBeUndefined()
    expect(getNetworkByCaipNetworkId('eip155:31337')).toBeUndefined()
    expect(getNetworkByCaipNetworkId('not-caip')).toBeUndefined()
  })

  it('searches the list it is given', () => {
    expect(getNetworkByCaipNetworkId('eip155:31337', [devnetEvm, devnetSolana])).toBe(devnetEvm)
    expect(getNetworkByCaipNetworkId('eip155:1', [devnetEvm])).toBeUndefined()
  })
})
