import { describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoin.ts'
import { mainnet } from './evm.ts'
import { devnetEvm } from './local.ts'
import { transactionExplorerUrl } from './transaction-explorer-url.ts'

describe('transactionExplorerUrl', () => {
  it("links the network's explorer page of the transaction", () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(transactionExplorerUrl(mainnet, hash)).toBe(`https://etherscan.io/tx/${hash}`)
    expect(transactionExplorerUrl(bitcoin, 'f00d')).toBe('https://mempool.space/tx/f00d')
    expect(
      transactionExplorerUrl(
        { blockExplorers: { default: { name: 'X', url: 'https://x.test/' } } },
        'h',
      ),
    ).toBe('https://x.test/tx/h')
  })

  it('is undefined without an explorer', () => {
    expect(transactionExplorerUrl(devnetEvm, '0x01')).toBeUndefined()
    expect(transactionExplorerUrl(undefined, '0x01')).toBeUndefined()
  })
})
