import { describe, expect, it } from 'vitest'
import type { FormatContext } from './format-transaction.ts'
import { formatTransaction } from './format-transaction.ts'

const me = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000bb'
const zero = '0x0000000000000000000000000000000000000000'
const token = '0x00000000000000000000000000000000000000cc'
const nft = '0x00000000000000000000000000000000000000dd'

const context: FormatContext = {
  chainId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  token: (address) =>
    address === token
      ? {
          caipNetworkId: 'eip155:1',
          address,
          name: 'USD Coin',
          symbol: 'USDC',
          decimals: 6,
          iconUrl: 'https://icons/usdc.png',
        }
      : address === nft
        ? {
            caipNetworkId: 'eip155:1',
            address,
            name: 'Punks',
            symbol: 'P',
            decimals: 0,
            iconUrl: '',
          }
        : undefined,
  priceOf: (address) => (address === 'native' ? 2_000 : 1),
  isSpam: (address) => address === nft,
}

const transaction = {
  chain_id: 'eip155:1',
  tx_hash: '0x01',
  block_number: 1,
  tx_index: 0,
  mined_at: 1_700_000_000,
  from_address: me,
  to_address: other,
  value: '0',
  status: 'confirmed' as const,
  nonce: 4,
}
const transfer = (
  kind: 'native' | 'erc20' | 'erc721',
  from: string,
  to: string,
  amount: string,
  tokenAddress = '',
) => ({
  chain_id: 'eip155:1',
  tx_hash: '0x01',
  log_index: 0,
  block_number: 1,
  kind,
  token_address: tokenAddress,
  from_address: from,
  to_address: to,
  amount,
  token_id: kind === 'erc721' ? '7' : null,
})

describe('formatTransaction', () => {
  it('shapes a native send as docs/project/behaviour.md §3, with checksummed parties and ISO time', () => {
    const result = formatTransaction(
      transaction,
      [transfer('native', me, other, '1500000000000000000')],
      me,
      context,
    )
    expect(result).toEqual({
      id: '0x01',
      metadata: {
        operationType: 'send',
        hash: '0x01',
        minedAt: '2023-11-14T22:13:20.000Z',
        sentFrom: '0x00000000000000000000000000000000000000AA',
        sentTo: '0x00000000000000000000000000000000000000bb',
        status: 'confirmed',
        nonce: 4,
        chain: 'eip155:1',
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 2_000,
          value: 3_000,
        },
      ],
    })
  })

  it('names trades, mints and calls, keeps only the account transfers and flags spam NFTs', () => {
    const trade = formatTransaction(
      transaction,
      [transfer('native', me, other, '1'), transfer('erc20', other, me, '2500000', token)],
      me,
      context,
    )
    expect(trade.metadata.operationType).toBe('trade')
    expect(trade.transfers[1]).toMatchObject({
      fungible_info: { symbol: 'USDC', icon: { url: 'https://icons/usdc.png' } },
      quantity: { numeric: '2.5' },
      direction: 'in',
    })
    const mint = formatTransaction(
      transaction,
      [transfer('erc721', zero, me, '1', nft)],
      me,
      context,
    )
    expect(mint).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [{ nft_info: { name: 'Punks #7', flags: { is_spam: true } }, direction: 'in' }],
    })
    const call = formatTransaction(
      transaction,
      [transfer('erc20', other, zero, '1', token)],
      me,
      context,
    )
    expect(call).toMatchObject({ metadata: { operationType: 'execute' }, transfers: [] })
  })
})
