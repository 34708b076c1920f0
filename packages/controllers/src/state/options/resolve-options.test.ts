import { describe, expect, it } from 'vitest'
import { mainnet, polygon } from '../../test-utils/networks.ts'
import { resolveOptions } from './resolve-options.ts'

describe('resolveOptions', () => {
  it('applies docs/project/behaviour.md §1 defaults', () => {
    const options = resolveOptions({ networks: [mainnet, polygon] })
    expect(options.defaultNetwork).toEqual(mainnet)
    expect(options.defaultNetwork).not.toBe(mainnet)
    expect(options.networks[0]).toBe(options.defaultNetwork)
    expect(options.features).toEqual({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectorTypeOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
    })
    expect(options.remoteFeatures).toEqual({
      swaps: ['1inch'],
      onramp: ['meld'],
      email: true,
      socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
      activity: true,
    })
    expect(options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.allowUnsupportedChain).toBe(false)
    expect(options.projectId).toBeUndefined()
    expect(options.apiUrl).toBeUndefined()
    expect(options.sdkType).toBe('appkit')
    expect(options.sdkVersion).toBe('4')
  })

  it('keeps what the integrator set, ignoring undefined values', () => {
    const options = resolveOptions({
      networks: [mainnet, polygon],
      defaultNetwork: polygon,
      projectId: 'p1',
      apiUrl: ' ',
      features: { analytics: false, send: undefined, walletFeaturesOrder: ['send'] },
      remoteFeatures: { swaps: false, socials: ['github'] },
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(options.defaultNetwork).toBe(options.networks[1])
    expect(options.projectId).toBe('p1')
    expect(options.apiUrl).toBeUndefined()
    expect(options.features.analytics).toBe(false)
    expect(options.features.send).toBe(true)
    expect(options.features.walletFeaturesOrder).toEqual(['send'])
    expect(options.remoteFeatures.swaps).toBe(false)
    expect(options.remoteFeatures.socials).toEqual(['github'])
    expect(options.defaultAccountTypes.eip155).toBe('eoa')
    expect(options.defaultAccountTypes.bip122).toBe('payment')
  })

  it('refuses an empty network list', () => {
    expect(() => resolveOptions({ networks: [] as never })).toThrow(
      'At least one network is required',
    )
  })

  it('copies the configured tokens and keeps a non-empty on-ramp public key', () => {
    const tokens = {
      'eip155:1': [{ address: '0x3333333333333333333333333333333333333333' }],
    } as const
    const options = resolveOptions({ networks: [mainnet], tokens, onRampPublicKey: 'pk' })
    expect(options.tokens).toEqual(tokens)
    expect(options.tokens['eip155:1']).not.toBe(tokens['eip155:1'])
    expect(options.onRampPublicKey).toBe('pk')
    expect(
      resolveOptions({ networks: [mainnet], onRampPublicKey: ' ' }).onRampPublicKey,
    ).toBeUndefined()
    expect(resolveOptions({ networks: [mainnet] }).tokens).toEqual({})
  })
})
