import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { peerWalletOf } from './peer-wallet.ts'

const sessionWith = (metadata: unknown) =>
  ({ peer: { publicKey: '00', metadata } }) as unknown as SessionTypes.Struct

describe('peerWalletOf', () => {
  it('names the wallet that approved the session, with its first https icon', () => {
    const session = sessionWith({
      name: ' Rainbow ',
      description: '',
      url: 'https://rainbow.me',
      icons: ['http://rainbow.me/plain.png', 'https://rainbow.me/icon.png'],
    })
    expect(peerWalletOf(session)).toEqual({ name: 'Rainbow', icon: 'https://rainbow.me/icon.png' })
  })

  it('keeps an inline image and leaves out scripts and missing icons', () => {
    expect(peerWalletOf(sessionWith({ name: 'A', icons: ['data:image/png;base64,AA=='] }))).toEqual(
      {
        name: 'A',
        icon: 'data:image/png;base64,AA==',
      },
    )
    expect(peerWalletOf(sessionWith({ name: 'B', icons: ['javascript:alert(1)'] }))).toEqual({
      name: 'B',
    })
    expect(peerWalletOf(sessionWith({ name: 'C' }))).toEqual({ name: 'C' })
  })

  it('has no wallet to name when the metadata has no name', () => {
    expect(peerWalletOf(sessionWith({ name: '  ', icons: [] }))).toBeUndefined()
    expect(peerWalletOf(sessionWith({ name: 42 }))).toBeUndefined()
    expect(peerWalletOf(sessionWith(undefined))).toBeUndefined()
  })

  it('shortens a name longer than a wallet name should be', () => {
    expect(peerWalletOf(sessionWith({ name: 'x'.repeat(500) }))?.name).toHaveLength(100)
  })
})
