import { type Address, getAddressEncoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { parseMint, parseTokenAccount, toUiTokenAmount } from './token-layout.ts'

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as Address
const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as Address

function tokenAccountData(amount: bigint, state = 1): Uint8Array {
  const data = new Uint8Array(165)
  const view = new DataView(data.buffer)
  data.set(getAddressEncoder().encode(MINT), 0)
  data.set(getAddressEncoder().encode(OWNER), 32)
  view.setBigUint64(64, amount, true)
  data[108] = state
  return data
}

describe('toUiTokenAmount', () => {
  it('formats raw amounts with trailing zeros trimmed, as Agave does', () => {
    expect(toUiTokenAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })
    expect(toUiTokenAmount(5n, 6).uiAmountString).toBe('0.000005')
    expect(toUiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(toUiTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})

describe('parseTokenAccount', () => {
  it('reads mint, owner, amount and state of a token account', () => {
    expect(parseTokenAccount(tokenAccountData(123n))).toMatchObject({
      mint: MINT,
      owner: OWNER,
      amount: 123n,
      state: 'initialized',
      delegate: null,
      isNative: null,
    })
  })

  it('rejects uninitialized or short data', () => {
    expect(parseTokenAccount(tokenAccountData(1n, 0))).toBeUndefined()
    expect(parseTokenAccount(new Uint8Array(82))).toBeUndefined()
  })
})

describe('parseMint', () => {
  it('reads decimals, supply and authority of an initialized mint', () => {
    const data = new Uint8Array(82)
    const view = new DataView(data.buffer)
    view.setUint32(0, 1, true)
    data.set(getAddressEncoder().encode(OWNER), 4)
    view.setBigUint64(36, 10n ** 12n, true)
    data[44] = 6
    data[45] = 1
    expect(parseMint(data)).toEqual({
      mintAuthority: OWNER,
      supply: 10n ** 12n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    })
    expect(parseMint(tokenAccountData(1n))).toBeUndefined()
  })
})
