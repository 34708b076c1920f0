import { decodeBase58 } from '@openappkit/common/encoding'
import { describe, expect, inject, it } from 'vitest'
import { importSolanaSecretKey, solanaSecretKeyFromSeed } from './ed25519-key.ts'

describe('solanaSecretKeyFromSeed', () => {
  it("gives back the devnet's own secret keys from their seeds", async () => {
    for (const account of inject('devnetManifest').solana.accounts.slice(0, 3)) {
      const seed = decodeBase58(account.secretKey).slice(0, 32)
      const secretKey = await solanaSecretKeyFromSeed(seed)
      expect(secretKey).toBe(account.secretKey)
      expect((await importSolanaSecretKey(secretKey)).address).toBe(account.address)
    }
  })
})
