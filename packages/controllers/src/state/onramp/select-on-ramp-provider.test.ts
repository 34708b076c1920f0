import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  SOLANA_ADDRESS,
} from '../../test-utils/connected-core.ts'
import { ONRAMP_PROVIDERS } from './defaults.ts'
import { selectOnRampProvider } from './select-on-ramp-provider.ts'

const [meld, coinbase] = ONRAMP_PROVIDERS
if (!meld || !coinbase) throw new Error('fixture')

function query(url: string | undefined): Record<string, string> {
  const search = url?.split('?')[1] ?? ''
  return Object.fromEntries(
    search.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  )
}

describe('selectOnRampProvider', () => {
  it('adds public key, USDC, wallet address and project id to the named provider URL', async () => {
    const { core } = createCoreWithWallets({ projectId: 'proj-1', onRampPublicKey: 'pk:abc' })
    await connect(core, { connectorId: 'io.metamask' })
    selectOnRampProvider(core, meld)
    const selected = core.state.onRamp.selectedProvider
    expect(selected?.url.startsWith('https://meldcrypto.com?')).toBe(true)
    expect(query(selected?.url)).toEqual({
      publicKey: 'pk:abc',
      destinationCurrencyCode: 'USDC',
      walletAddress: EVM_ADDRESS,
      externalCustomerId: 'proj-1',
    })
    expect(meld.url).toBe('https://meldcrypto.com')
  })

  it('asks for SOL on Solana and leaves out empty values', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'phantom', namespace: 'solana' })
    selectOnRampProvider(core, meld)
    expect(query(core.state.onRamp.selectedProvider?.url)).toEqual({
      destinationCurrencyCode: 'SOL',
      walletAddress: SOLANA_ADDRESS,
    })
  })

  it('keeps other providers as they are, and clears the selection', () => {
    const { core } = createCoreWithWallets()
    selectOnRampProvider(core, { ...meld, url: 'https://meld.test/?mode=buy' })
    expect(core.state.onRamp.selectedProvider?.url).toBe(
      'https://meld.test/?mode=buy&destinationCurrencyCode=USDC',
    )
    selectOnRampProvider(core, coinbase)
    expect(core.state.onRamp.selectedProvider).toEqual(coinbase)
    selectOnRampProvider(core, undefined)
    expect(core.state.onRamp.selectedProvider).toBeUndefined()
  })
})
