import { createTestWallet } from '@openappkit/testing'
import { expect, it } from 'vitest'

// The same wallet without a browser: an EIP-1193 provider over your local node.
it('signs with the devnet key', async () => {
  const wallet = createTestWallet({
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    rpcUrls: { 31337: 'http://127.0.0.1:8545' },
  })
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
  const signature = await wallet.request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', address],
  })
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
})
