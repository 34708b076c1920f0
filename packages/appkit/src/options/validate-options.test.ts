import { devnetEvm, devnetEvm2, solana } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import type { CreateAppKitOptions } from './types.ts'
import { InvalidOptionError, validateOptions } from './validate-options.ts'

const invalid = (options: unknown) => () => validateOptions(options as CreateAppKitOptions)

describe('validateOptions', () => {
  it('accepts the incumbent option names and ours', () => {
    const options: CreateAppKitOptions = {
      networks: [devnetEvm, devnetEvm2],
      defaultNetwork: devnetEvm2,
      projectId: 'p',
      metadata: { name: 'Dapp', description: 'd', url: 'https://dapp.test', icons: [] },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#f00' },
      featuredWalletIds: ['a'],
      includeWalletIds: ['a'],
      excludeWalletIds: ['b'],
      customWallets: [{ id: 'c', name: 'Custom' }],
      enableReconnect: false,
      enableEIP6963: true,
      enableInjected: true,
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9545' }] },
      termsConditionsUrl: 'https://dapp.test/terms',
      debug: true,
      api: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8788',
      locale: 'es',
    }
    expect(validateOptions(options)).toBe(options)
  })

  it('names the option and the problem in one error', () => {
    expect(invalid({ networks: [] })).toThrow(
      'Invalid option "networks": at least one network is required',
    )
    expect(invalid({})).toThrow('Invalid option "networks": is required')
    expect(invalid({ networks: 'eip155:1' })).toThrow(
      'Invalid option "networks": must be an array of networks',
    )
    expect(invalid({ networks: [devnetEvm], themeMode: 'blue' })).toThrow(
      'Invalid option "themeMode": must be "light" or "dark"',
    )
    expect(invalid({ networks: [devnetEvm], api: 'ftp://x' })).toThrow(
      'Invalid option "api": must be an http(s) URL',
    )
    expect(invalid({ networks: [devnetEvm], relayUrl: 'http://relay' })).toThrow(
      'Invalid option "relayUrl": must be a ws(s) URL',
    )
    expect(invalid({ networks: [devnetEvm], enableReconnect: 'yes' })).toThrow(
      /^Invalid option "enableReconnect": /,
    )
    expect(invalid({ networks: [devnetEvm], defaultNetwork: solana })).toThrow(
      'Invalid option "defaultNetwork": must be one of "networks"',
    )
    expect(invalid({ networks: [{ ...devnetEvm, caipNetworkId: 'nope' }] })).toThrow(
      'Invalid option "networks": not a CAIP-2 id (at 0.caipNetworkId)',
    )
  })

  it('words the other problems as zod did before options lost zod (issue 22)', () => {
    const problems = (options: unknown) => {
      try {
        validateOptions(options as CreateAppKitOptions)
      } catch (error) {
        const { shortMessage, details } = error as InvalidOptionError
        return [shortMessage, ...(details?.split('\n') ?? [])]
      }
      return []
    }
    expect(problems({ networks: [devnetEvm], enableReconnect: 'yes', debug: Number.NaN })).toEqual([
      'Invalid option "enableReconnect": Invalid input: expected boolean, received string',
      'Invalid option "debug": Invalid input: expected boolean, received NaN',
    ])
    expect(problems({ networks: [{ ...devnetEvm, id: null }, 1], locale: [] })).toEqual([
      'Invalid option "networks": Invalid input (at 0.id)',
      'Invalid option "networks": Invalid input: expected object, received number (at 1)',
      'Invalid option "locale": Invalid input: expected string, received array',
      'Invalid option "locale": must be a language tag',
    ])
    expect(
      problems({ networks: [devnetEvm], features: new Date(0), tokens: { a: [{}] }, siwx: null }),
    ).toEqual([
      'Invalid option "features": Invalid input: expected record, received Date',
      'Invalid option "siwx": Invalid input: expected object, received null',
      'Invalid option "tokens": Invalid input: expected string, received undefined (at a.0.address)',
    ])
    expect(problems({ networks: [devnetEvm], themeVariables: { [Symbol('k')]: 1 } })).toEqual([
      'Invalid option "themeVariables": Invalid key in record (at Symbol(k))',
    ])
    expect(problems([])).toEqual(['Invalid option "?": is required'])
  })

  it('throws an InvalidOptionError (an AppKitError) listing the other problems in details', () => {
    let caught: unknown
    try {
      validateOptions({ networks: [], themeMode: 'x', debug: 1 } as unknown as CreateAppKitOptions)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(InvalidOptionError)
    expect((caught as InvalidOptionError).details).toContain('Invalid option "themeMode"')
    expect((caught as InvalidOptionError).details).toContain('Invalid option "debug"')
    expect(invalid(null)).toThrow('Invalid options: createAppKit expects an object')
  })
})
