// @vitest-environment happy-dom

import { defineLocalSolanaNetwork } from '@openappkit/common/networks'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import { UnsafeBurnerWalletAdapter } from '@solana/wallet-adapter-unsafe-burner'
import { Connection, PublicKey } from '@solana/web3.js'
import { describe, expect, inject, it } from 'vitest'
import { freshAddress, memoryStorage } from '../../test/solana-devnet.ts'
import { createSolanaAdapter } from '../create-solana-adapter.ts'

// A classic wallet adapter nobody here wrote: @solana/wallet-adapter-unsafe-burner, which holds
// a real keypair it makes on connect, as the incumbent's `wallets` option would be given it.
describe('a classic @solana/wallet-adapter wallet through the `wallets` option', () => {
  it('connects, signs, sends on the devnet, and disconnects for good', async () => {
    const { solana } = inject('devnetManifest')
    const network = defineLocalSolanaNetwork({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl })
    const connection = new Connection(solana.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: solana.wsUrl,
    })
    const burner = new UnsafeBurnerWalletAdapter()
    const storage = memoryStorage()
    const adapter = createSolanaAdapter({ networks: [network], storage, wallets: [burner] })
    const connector = adapter.getConnectors().find((item) => item.id === 'Burner Wallet')
    expect(connector).toMatchObject({ chain: 'solana', name: 'Burner Wallet' })

    const { address } = await adapter.connect({ id: 'Burner Wallet', type: 'ANNOUNCED' })
    expect(address).toBe(burner.publicKey?.toBase58())
    const funding = await connection.requestAirdrop(new PublicKey(address), 2_000_000_000)
    await connection.confirmTransaction(funding, 'confirmed')
    expect(await adapter.getBalance({ address, caipNetwork: network })).toEqual({
      balance: '2',
      symbol: 'SOL',
    })

    const { signature } = await adapter.signMessage({ message: 'classic', address })
    expect(await verifySolanaMessage({ address, message: 'classic', signature })).toBe(true)

    const receiver = freshAddress()
    const { hash } = await adapter.sendTransaction({ address, to: receiver, value: 1_000_000n })
    expect(await adapter.waitForTransaction?.({ hash })).toEqual({ status: 'success' })
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(1_000_000)

    const ended: unknown[] = []
    adapter.on('disconnect', (payload) => ended.push(payload))
    await adapter.disconnect()
    expect(ended).toEqual([{ connectorId: 'Burner Wallet' }])
    expect(await adapter.reconnect({ id: 'Burner Wallet', type: 'ANNOUNCED' })).toBeUndefined()
  })
})
