import { describe, expect, it } from 'vitest'
import {
  accountsOfAddresses,
  bip122AccountsOf,
  signatureToBase64,
} from './walletconnect-bitcoin-wallet.ts'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('the WalletConnect Bitcoin wallet', () => {
  it('reads the bip122 accounts of a session, once each', () => {
    expect(
      bip122AccountsOf([
        'eip155:1:0xabc',
        `${REGTEST}:bcrt1qpay`,
        `${REGTEST}:bcrt1qpay`,
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc',
      ]),
    ).toEqual([{ chain: REGTEST, address: 'bcrt1qpay' }])
  })

  it('orders getAccountAddresses as payment then ordinal (paths kept), the session address as payment', () => {
    const listed = [
      { address: 'bcrt1pord', publicKey: 'bb', intention: 'ordinal' },
      { address: 'bcrt1qpay', publicKey: 'aa', intention: 'payment', path: "m/84'/1'/0'/0/0" },
    ]
    expect(accountsOfAddresses(listed, 'bcrt1qpay')).toEqual([
      { address: 'bcrt1qpay', publicKey: 'aa', purpose: 'payment', path: "m/84'/1'/0'/0/0" },
      { address: 'bcrt1pord', publicKey: 'bb', purpose: 'ordinal' },
    ])
    // A wallet that answers nothing useful: the session's address alone, by its kind.
    expect(accountsOfAddresses(null, 'bcrt1qpay')).toEqual([
      { address: 'bcrt1qpay', publicKey: '', purpose: 'payment' },
    ])
    expect(accountsOfAddresses([{ address: 'bcrt1pord' }], 'bcrt1qpay')[1]?.purpose).toBe('ordinal')
  })

  it('hands signatures on in base64, whether the wallet answers hex (the reference) or base64', () => {
    expect(signatureToBase64('02473044')).toBe('AkcwRA==')
    expect(signatureToBase64('AkcwRA==')).toBe('AkcwRA==')
  })
})
