/** A history entry as the API returns it: a fungible transfer on Ethereum. */
export function historyEntry(
  id: string,
  minedAt: string,
  {
    operationType = 'send',
    direction = 'out',
    symbol = 'ETH',
    numeric = '0.5',
    status = 'confirmed',
    spam = false,
  }: {
    operationType?: string
    direction?: string
    symbol?: string
    numeric?: string
    status?: string
    spam?: boolean
  } = {},
) {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status,
      sentFrom: '0x5290840000952788660e0f7030069857d2e4169e',
      sentTo: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
    },
    transfers: [
      {
        fungible_info: { name: symbol, symbol, icon: { url: '' } },
        direction,
        quantity: { numeric },
        ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
      },
    ],
  }
}
