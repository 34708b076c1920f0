import { encodeBase58 } from '@openappkit/common/encoding'
import { describe, expect, inject, it } from 'vitest'
import { importSolanaSecretKey } from './ed25519-key.ts'
import { verifySolanaMessage } from './verify-solana-message.ts'

describe('verifySolanaMessage', () => {
  it('accepts the signer’s signature of the message and nothing else', async () => {
    const [first, second] = inject('devnetManifest').solana.accounts
    const key = await importSolanaSecretKey(first?.secretKey as string)
    const signature = encodeBase58(await key.sign(new TextEncoder().encode('hello')))
    expect(await verifySolanaMessage({ address: key.address, message: 'hello', signature })).toBe(
      true,
    )
    expect(await verifySolanaMessage({ address: key.address, message: 'hello!', signature })).toBe(
      false,
    )
    const other = second?.address as string
    expect(await verifySolanaMessage({ address: other, message: 'hello', signature })).toBe(false)
  })
})
