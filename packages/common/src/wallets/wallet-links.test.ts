import { describe, expect, it } from 'vitest'
import { isSafeWalletLink, walletBrowseLink, walletConnectLink } from './wallet-links.ts'

describe('wallet links', () => {
  it('accepts https and app schemes, refuses code-running and plain http ones', () => {
    expect(isSafeWalletLink('https://wallet.example/')).toBe(true)
    expect(isSafeWalletLink('wallet://')).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc',
      'http://wallet.example/',
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
    expect(walletConnectLink('okex://main', 'wc:x')).toBe('okex://main/wc?uri=wc%3Ax')
    expect(walletConnectLink('javascript:void(0)', 'wc:x')).toBeUndefined()
  })

  it('fills a browse template with the encoded page and its origin', () => {
    expect(
      walletBrowseLink('https://w.example/ul/browse/{url}?ref={ref}', 'https://dapp.example/a?b=1'),
    ).toBe(
      'https://w.example/ul/browse/https%3A%2F%2Fdapp.example%2Fa%3Fb%3D1?ref=https%3A%2F%2Fdapp.example',
    )
    expect(walletBrowseLink('wallet://browse/{url}', 'https://dapp.example/')).toBeUndefined()
    expect(walletBrowseLink('https://w.example/', 'https://dapp.example/')).toBeUndefined()
    expect(walletBrowseLink('https://w.example/{url}', 'javascript:alert(1)')).toBeUndefined()
  })
})
