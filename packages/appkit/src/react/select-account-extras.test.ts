import { describe, expect, it } from 'vitest'
import { type SelectAccountExtrasParameters, selectAccountExtras } from './select-account-extras.ts'

const PAYMENT = 'bcrt1qpaymentaddress'
const ORDINAL = 'bcrt1pordinaladdress'

/** A Bitcoin wallet connected through an extension, its two accounts in the live connection. */
function bitcoinState(): SelectAccountExtrasParameters {
  const accountState = {
    address: PAYMENT,
    caipAddress: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${PAYMENT}`,
  }
  return {
    namespace: undefined,
    chains: { activeChain: 'bip122', chains: { bip122: { accountState } } },
    connectors: { activeConnectorIds: { bip122: 'xverse' }, allConnectors: [] },
    connections: {
      connections: {
        bip122: [
          {
            connectorId: 'xverse',
            accounts: [
              { address: PAYMENT, type: 'payment', publicKey: '02aa', path: "m/49'/1'/0'/0/0" },
              { address: ORDINAL, type: 'ordinal', publicKey: 'bb' },
            ],
          },
        ],
      },
      recentConnections: {},
    },
  } as unknown as SelectAccountExtrasParameters
}

describe('selectAccountExtras', () => {
  it('gives each Bitcoin account its purpose, public key and, when the wallet told it, its path', () => {
    expect(selectAccountExtras(bitcoinState()).allAccounts).toEqual([
      {
        namespace: 'bip122',
        address: PAYMENT,
        type: 'payment',
        publicKey: '02aa',
        path: "m/49'/1'/0'/0/0",
      },
      { namespace: 'bip122', address: ORDINAL, type: 'ordinal', publicKey: 'bb' },
    ])
  })
})
