import { describe, expect, it } from 'vitest'
import { LAB_DEFAULTS, LabConfigError, readLabConfig } from './lab-config.ts'

describe('readLabConfig', () => {
  it('uses the local defaults of the lab command without parameters', () => {
    expect(readLabConfig('')).toEqual({ ...LAB_DEFAULTS, wallet: undefined, locale: undefined })
    expect(readLabConfig('?preset=wagmi')).toEqual({
      ...LAB_DEFAULTS,
      wallet: undefined,
      locale: undefined,
    })
    expect(readLabConfig('?wallet=devnet').wallet).toBe('devnet')
    expect(readLabConfig('?locale=es').locale).toBe('es')
    expect(readLabConfig('?locale=es-MX').locale).toBe('es-MX')
    expect(readLabConfig('?preset=embedded&siwx=api').siwx).toBe('api')
    expect(readLabConfig('').siwx).toBeUndefined()
    expect(readLabConfig('?walletconnect=network').walletConnect).toBe('network')
    expect(readLabConfig('').walletConnect).toBeUndefined()
    expect(readLabConfig('?theme=light').theme).toBe('light')
    expect(readLabConfig('?theme=dark').theme).toBe('dark')
    expect(readLabConfig('').theme).toBeUndefined()
  })

  it('takes the api, relay and RPC URLs of the query, without a trailing slash', () => {
    expect(
      readLabConfig(
        '?preset=wagmi&api=http://127.0.0.1:9001/&relay=ws://127.0.0.1:9004/&rpc31337=http://127.0.0.1:9002&rpc31338=http://localhost:9003&rpcSolana=http://127.0.0.1:9005/&esploraBitcoin=http://127.0.0.1:9006/',
      ),
    ).toEqual({
      preset: 'wagmi',
      apiUrl: 'http://127.0.0.1:9001',
      relayUrl: 'ws://127.0.0.1:9004',
      rpcUrls: { 31337: 'http://127.0.0.1:9002', 31338: 'http://localhost:9003' },
      solanaRpcUrl: 'http://127.0.0.1:9005',
      bitcoinEsploraUrl: 'http://127.0.0.1:9006',
      wallet: undefined,
      locale: undefined,
    })
  })

  it('names the parameter of an unknown preset or a URL that is not http(s)', () => {
    expect(() => readLabConfig('?preset=ethers9')).toThrow(LabConfigError)
    expect(() => readLabConfig('?preset=ethers9')).toThrow(
      'Invalid lab parameter "preset": expected one of wagmi, ethers',
    )
    expect(() => readLabConfig('?siwx=wallet')).toThrow(
      'Invalid lab parameter "siwx": expected one of api',
    )
    expect(readLabConfig('?api=none').apiUrl).toBeUndefined()
    expect(() => readLabConfig('?api=ftp://127.0.0.1')).toThrow(
      'Invalid lab parameter "api": expected an http(s) URL',
    )
    expect(() => readLabConfig('?relay=http://127.0.0.1:8555')).toThrow(
      'Invalid lab parameter "relay": expected a ws(s) URL',
    )
    expect(() => readLabConfig('?walletconnect=cloud')).toThrow(
      'Invalid lab parameter "walletconnect": expected one of relay, network',
    )
    expect(() => readLabConfig('?wallet=metamask')).toThrow(
      'Invalid lab parameter "wallet": expected one of devnet',
    )
    expect(() => readLabConfig('?theme=blue')).toThrow(
      'Invalid lab parameter "theme": expected one of light, dark',
    )
    expect(() => readLabConfig('?locale=<script>')).toThrow(
      'Invalid lab parameter "locale": expected a language tag',
    )
    expect(() => readLabConfig('?rpc31338=not a url')).toThrow(
      'Invalid lab parameter "rpc31338": expected an http(s) URL',
    )
  })
})
