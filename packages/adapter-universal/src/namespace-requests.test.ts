import { describe, expect, it } from 'vitest'
import { signMessageRequest } from './namespace-requests.ts'

describe('signMessageRequest', () => {
  it("words each namespace's sign-message request as its WalletConnect reference does", () => {
    expect(signMessageRequest('eip155', 'hi', '0xa')).toMatchObject({
      method: 'personal_sign',
      params: ['0x6869', '0xa'],
    })
    expect(signMessageRequest('solana', 'test', 'Pk')).toMatchObject({
      method: 'solana_signMessage',
      params: { message: '3yZe7d', pubkey: 'Pk' },
    })
    expect(signMessageRequest('bip122', 'hi', 'bc1q')).toMatchObject({
      method: 'signMessage',
      params: { message: 'hi', address: 'bc1q' },
    })
    expect(signMessageRequest('polkadot', 'hi', '5G')).toMatchObject({
      method: 'polkadot_signMessage',
      params: { address: '5G', message: '0x6869' },
    })
  })

  it('reads the signature from a bare string or an object, and refuses anything else', () => {
    const { readSignature } = signMessageRequest('solana', 'x', 'Pk')
    expect(readSignature({ signature: 'sig' })).toBe('sig')
    expect(readSignature('0xsig')).toBe('0xsig')
    expect(() => readSignature({})).toThrow('Invalid JSON-RPC response')
  })

  it('names the missing adapter for a namespace it cannot word', () => {
    expect(() => signMessageRequest('cosmos', 'x', 'a')).toThrow(
      'signMessage on cosmos needs a chain adapter',
    )
  })
})
