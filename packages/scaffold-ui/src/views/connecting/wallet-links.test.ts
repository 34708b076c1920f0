import { describe, expect, it } from 'vitest'
import { isSafeWalletLink, walletConnectLink } from './wallet-links.ts'

describe('wallet links', () => {
  it('accepts https and app schemes, refuses code-running ones', () => {
    expect(isSafeWalletLink('https://wallet.example/')).toBe(true)
    expect(isSafeWalletLink('wallet://')).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc',
      'not a url',
      undefined,
    ]) {
      expect(isSafeWalletLink(url)).toBe(false)
    }
  })

  it('appends the encoded URI as wc?uri=', () => {
    expect(walletConnectLink('https://w.example', 'wc:a@2?b=c')).toBe(
      'https://w.example/wc?uri=wc%3Aa%402%3Fb%3Dc',
    )
    expect(walletConnectLink('https://w.example/', 'wc:x')).toBe('https://w.example/wc?uri=wc%3Ax')
    expect(walletConnectLink('wallet://', 'wc:x')).toBe('wallet://wc?uri=wc%3Ax')
    expect(walletConnectLink('javascript:void(0)', 'wc:x')).toBeUndefined()
  })
})
