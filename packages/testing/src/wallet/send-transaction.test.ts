import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnet, devnetWallet } from '../../test/wallet-fixtures.ts'

async function balanceOf(wallet: ReturnType<typeof devnetWallet>, address: Hex) {
  return BigInt(
    (await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as Hex,
  )
}

type Receipt = { status: Hex; type: Hex }

// anvil mines on arrival but publishes the receipt a moment later under load: wait for it, as
// any client does, for at most 10 s.
async function receipt(wallet: ReturnType<typeof devnetWallet>, hash: Hex): Promise<Receipt> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mined = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    if (mined) return mined as Receipt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No receipt for ${hash} after 10 s`)
}

// Accounts 2 and 3 belong to this file, so parallel files never race on nonces.
describe('eth_sendTransaction on the devnet', () => {
  it('fills nonce, gas and EIP-1559 fees, signs locally and moves real value', async () => {
    const wallet = devnetWallet(2)
    const receiver = devnet().accounts[3]?.address as Hex
    await wallet.request({ method: 'eth_requestAccounts' })
    const senderBefore = await balanceOf(wallet, wallet.address)
    const receiverBefore = await balanceOf(wallet, receiver)
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: receiver, value: '0xde0b6b3a7640000' }],
    })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const mined = await receipt(wallet, hash)
    expect(mined).toMatchObject({ status: '0x1', type: '0x2' })
    expect(await balanceOf(wallet, receiver)).toBe(receiverBefore + 10n ** 18n)
    expect(await balanceOf(wallet, wallet.address)).toBeLessThan(senderBefore - 10n ** 18n)
  })

  it('sends a legacy transaction when the dapp gives gasPrice', async () => {
    const wallet = devnetWallet(2)
    await wallet.request({ method: 'eth_requestAccounts' })
    const gasPrice = (await wallet.request({ method: 'eth_gasPrice' })) as Hex
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: devnet().accounts[3]?.address, value: '0x1', gasPrice }],
    })) as Hex
    expect(await receipt(wallet, hash)).toMatchObject({ status: '0x1', type: '0x0' })
  })

  it('refuses a transaction from an account it does not expose (4100)', async () => {
    const wallet = devnetWallet(2)
    await wallet.request({ method: 'eth_requestAccounts' })
    const error = await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: devnet().accounts[3]?.address, to: wallet.address }],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 4100 })
  })

  it('passes on the node error of a transaction it cannot afford', async () => {
    const wallet = devnetWallet(2)
    await wallet.request({ method: 'eth_requestAccounts' })
    const error = await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [
          { from: wallet.address, to: wallet.address, value: `0x${(10n ** 30n).toString(16)}` },
        ],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: expect.any(Number) })
    expect(String((error as { message?: string }).message)).toMatch(/insufficient funds/i)
  })
})
