import { describe, expect, it } from 'vitest'
import { bitcoinNetworks, evmNetworks, localNetworks, solanaNetworks } from './catalogue.ts'
import { getNetworksByNamespace } from './get-networks-by-namespace.ts'
import { devnetSolana } from './local.ts'

describe('getNetworksByNamespace', () => {
  it('splits the catalogue by namespace, keeping order', () => {
    expect(getNetworksByNamespace('eip155')).toEqual(evmNetworks)
    expect(getNetworksByNamespace('solana')).toEqual(solanaNetworks)
    expect(getNetworksByNamespace('bip122')).toEqual(bitcoinNetworks)
    expect(getNetworksByNamespace('polkadot')).toEqual([])
  })

  it('filters the list it is given', () => {
    expect(getNetworksByNamespace('solana', localNetworks)).toEqual([devnetSolana])
  })
})
