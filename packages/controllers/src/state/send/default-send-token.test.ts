import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import { connect } from '../../flows/connect/connect.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { pickDefaultSendToken, rememberSentToken } from './default-send-token.ts'

const balance = (symbol: string, chainId: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(address ? { address } : {}),
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})

describe('pickDefaultSendToken', () => {
  it('starts from the native token, then from the token last sent while it is still held', async () => {
    const { core } = createCoreWithWallets()
    await connect(core, { connectorId: 'io.metamask' })
    const chain = core.state.chains.activeCaipNetwork?.caipNetworkId ?? ''
    const usdc = balance('USDC', chain, `${chain}:0x00000000000000000000000000000000000000aa`)
    const eth = balance('ETH', chain)
    const elsewhere = balance('POL', 'eip155:137')
    expect(pickDefaultSendToken(core, [usdc, elsewhere, eth])).toBe(eth)
    rememberSentToken(core, usdc)
    expect(pickDefaultSendToken(core, [eth, usdc])).toBe(usdc)
    // No longer held: back to the native token; nothing of this chain: nothing.
    expect(pickDefaultSendToken(core, [eth])).toBe(eth)
    expect(pickDefaultSendToken(core, [usdc])).toBe(usdc)
    expect(pickDefaultSendToken(core, [elsewhere])).toBeUndefined()
  })
})
