import {
  createMemoryEmbeddedWallet,
  type MemoryEmbeddedWallet,
} from '@openappkit/controllers/test-kit'

/** The controllers' memory embedded wallet, with the identity the modal tests show. */
export function createFakeEmbeddedWallet(): MemoryEmbeddedWallet {
  return createMemoryEmbeddedWallet({
    userName: 'visitor',
    newEmail: 'new@example.org',
    socialUri: 'https://auth.test/x',
  })
}
