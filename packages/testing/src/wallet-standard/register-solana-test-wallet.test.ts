// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { expect, inject, it } from 'vitest'
import { createSolanaTestWallet } from './create-solana-test-wallet.ts'
import { registerSolanaTestWallet } from './register-solana-test-wallet.ts'

type Register = { register(...wallets: Wallet[]): () => void }

it('registers with apps that load before it and after it, as the Wallet Standard says', async () => {
  const { solana } = inject('devnetManifest')
  const [account] = solana.accounts
  if (!account) throw new Error('the devnet has no Solana account')
  const testWallet = await createSolanaTestWallet({
    secretKeys: [account.secretKey],
    rpcUrl: solana.rpcUrl,
    chains: [solana.caipNetworkId as `solana:${string}`],
  })
  const early: Wallet[] = []
  window.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: Register) => void>).detail({
      register: (...wallets) => {
        early.push(...wallets)
        return () => undefined
      },
    }),
  )
  registerSolanaTestWallet(testWallet)
  expect(early).toEqual([testWallet.wallet])

  const late: Wallet[] = []
  const register: Register['register'] = (...wallets) => {
    late.push(...wallets)
    return () => undefined
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  expect(late).toEqual([testWallet.wallet])
  expect(testWallet.wallet.features).toHaveProperty(['solana:signAndSendTransaction'])
})
