import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import {
  getPlainAddress,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.ts'

describe('parseCaipNetworkId', () => {
  it('splits a valid id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each(['eip155', 'eip155:', ':1', 'eip155:1:', 'eip155:1:0xabc', '', ':'])(
    'rejects %j with the catalogue message',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrowError(`Invalid CAIP-2 network id: ${value}`)
      expect(() => parseCaipNetworkId(value)).toThrowError(AppKitError)
    },
  )

  it('rejects non-strings without crashing', () => {
    expect(() => parseCaipNetworkId(42 as unknown as string)).toThrowError(
      'Invalid CAIP-2 network id: 42',
    )
  })
})

describe('parseCaipAddress', () => {
  it('splits a valid id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: '0xabc',
    })
  })

  it.each(['eip155:1', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', 'eip155:1:0xabc:extra'])(
    'rejects %j with the catalogue message',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(`Invalid CAIP-10 address: ${value}`)
    },
  )
})

describe('predicates', () => {
  it('tells network ids and addresses apart', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId('eip155:')).toBe(false)
    expect(isCaipNetworkId(undefined)).toBe(false)
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
  })

  it('knows the four namespaces', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
      expect(isChainNamespace(namespace)).toBe(true)
    }
    expect(isChainNamespace('cosmos')).toBe(false)
  })
})

describe('getPlainAddress', () => {
  it('returns the address part', () => {
    expect(getPlainAddress('eip155:1:0xabc')).toBe('0xabc')
  })

  it('throws the generic message on a bad id', () => {
    expect(() => getPlainAddress('0xabc')).toThrowError(/^Invalid CAIP Address$/)
  })
})

describe('builders', () => {
  it('build and validate ids', () => {
    expect(toCaipNetworkId('eip155', 10)).toBe('eip155:10')
    expect(toCaipAddress('eip155:10', '0xabc')).toBe('eip155:10:0xabc')
    expect(() => toCaipNetworkId('eip155', '')).toThrowError('Invalid CAIP-2 network id: eip155:')
    expect(() => toCaipAddress('eip155:10', '')).toThrowError('Invalid CAIP-10 address: eip155:10:')
  })
})
