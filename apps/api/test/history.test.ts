import { createTestClient, erc20Abi, http, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { eventually, freshAddress, testWallet, waitForReceipt } from './helpers/evm.ts'
import { freshSolanaAddress, solanaRpc } from './helpers/solana.ts'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

type Transfer = {
  direction: string
  quantity: { numeric: string }
  fungible_info?: { symbol: string }
  nft_info?: { flags: { is_spam: boolean } }
}
type Transaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    chain: string
    status: string
    sentFrom: string
  }
  transfers: Transfer[]
}
type Page = { data: Transaction[]; next: string | null }

// The 2 s requirement is asserted once; other waits allow for a loaded CI machine.
const INDEXED_WITHIN_MS = 10_000

const erc721Abi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)'])

describe.each(testDatabaseKinds())('history and indexer (%s)', (database) => {
  const stack = useTestStack(database, {
    api: {
      config: (devnet) => ({ spam: { nfts: [`eip155:31337:${devnet.manifest.evm.nft.address}`] } }),
    },
  })

  const history = async (address: string, query = 'chainId=eip155:31337') => {
    const { status, body } = await stack.api.call(`/v1/account/${address}/history?${query}`)
    expect(status).toBe(200)
    return body as Page
  }

  it('shows a mined transfer within 2 s, newest first, in the documented shape', async () => {
    const sender = testWallet(stack.devnet.manifest, 3)
    const recipient = freshAddress()
    const ethHash = await sender.wallet.sendTransaction({
      to: recipient,
      value: parseEther('0.25'),
    })
    await waitForReceipt(sender.client, ethHash)
    const usdcHash = await sender.wallet.writeContract({
      address: stack.devnet.manifest.evm.tokens.usdc.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('7', 6)],
    })
    await waitForReceipt(sender.client, usdcHash)
    const page = await eventually(
      () => history(recipient),
      (p) => p.data.length === 2,
      2_000,
    )
    expect(page.next).toBeNull()
    expect(page.data.map((transaction) => transaction.id)).toEqual([usdcHash, ethHash])
    expect(page.data[0]).toMatchObject({
      metadata: {
        operationType: 'receive',
        hash: usdcHash,
        chain: 'eip155:31337',
        status: 'confirmed',
        sentFrom: sender.account.address,
      },
      transfers: [
        { direction: 'in', quantity: { numeric: '7' }, fungible_info: { symbol: 'USDC' } },
      ],
    })
    expect(page.data[1]?.transfers).toMatchObject([
      { direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
    ])
    expect(Date.parse(page.data[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    const senderPage = await history(sender.account.address, 'chainId=eip155:31337&limit=1')
    expect(senderPage.data[0]).toMatchObject({
      id: usdcHash,
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out' }],
    })
  })

  it('flags NFT transfers from the spam list', async () => {
    const sender = testWallet(stack.devnet.manifest, 3)
    const recipient = freshAddress()
    // Account 3 was minted token ids 7 and 8 (two per funded account, in order).
    const hash = await sender.wallet.writeContract({
      address: stack.devnet.manifest.evm.nft.address as `0x${string}`,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [sender.account.address, recipient, 7n],
    })
    await waitForReceipt(sender.client, hash)
    const page = await eventually(
      () => history(recipient),
      (p) => p.data.length === 1,
      INDEXED_WITHIN_MS,
    )
    expect(page.data[0]?.transfers).toMatchObject([
      { direction: 'in', nft_info: { flags: { is_spam: true } } },
    ])
  })

  it('pages with an opaque cursor and filters by chain', async () => {
    const sender = testWallet(stack.devnet.manifest, 4)
    const other = testWallet(stack.devnet.manifest, 4, 1)
    const recipient = freshAddress()
    const hashes = []
    for (const value of ['0.1', '0.2', '0.3']) {
      const hash = await sender.wallet.sendTransaction({ to: recipient, value: parseEther(value) })
      await waitForReceipt(sender.client, hash)
      hashes.push(hash)
    }
    const otherHash = await other.wallet.sendTransaction({
      to: recipient,
      value: parseEther('0.4'),
    })
    await waitForReceipt(other.client, otherHash)

    await eventually(
      () => history(recipient),
      (p) => p.data.length === 3,
      INDEXED_WITHIN_MS,
    )
    const first = await history(recipient, 'chainId=eip155:31337&limit=2')
    expect(first.data.map((transaction) => transaction.id)).toEqual([hashes[2], hashes[1]])
    expect(first.next).toEqual(expect.any(String))
    const second = await history(recipient, `chainId=eip155:31337&limit=2&cursor=${first.next}`)
    expect(second.data.map((transaction) => transaction.id)).toEqual([hashes[0]])
    expect(second.next).toBeNull()

    const onOther = await eventually(
      () => history(recipient, 'chainId=eip155:31338'),
      (p) => p.data.length === 1,
      INDEXED_WITHIN_MS,
    )
    expect(onOther.data[0]).toMatchObject({ id: otherHash, metadata: { chain: 'eip155:31338' } })
    const everywhere = await history(recipient, '')
    expect(everywhere.data).toHaveLength(4)
  })

  it('follows a reorganisation: rolled-back transfers disappear, the new branch is indexed', async () => {
    const sender = testWallet(stack.devnet.manifest, 5, 1)
    const anvil = createTestClient({ mode: 'anvil', chain: sender.chain, transport: http() })
    const query = 'chainId=eip155:31338'
    const snapshot = await anvil.snapshot()
    const orphaned = freshAddress()
    await waitForReceipt(
      sender.client,
      await sender.wallet.sendTransaction({ to: orphaned, value: parseEther('1') }),
    )
    await eventually(
      () => history(orphaned, query),
      (p) => p.data.length === 1,
      INDEXED_WITHIN_MS,
    )

    await anvil.revert({ id: snapshot })
    const kept = freshAddress()
    await waitForReceipt(
      sender.client,
      await sender.wallet.sendTransaction({ to: kept, value: parseEther('2') }),
    )
    await anvil.mine({ blocks: 2 })
    await eventually(
      () => history(kept, query),
      (p) => p.data.length === 1,
      INDEXED_WITHIN_MS,
    )
    expect((await history(orphaned, query)).data).toEqual([])
  })

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from('["x"]').toString('base64url')
    expect(await stack.api.call(`/v1/account/${freshAddress()}/history?cursor=${forged}`)).toEqual({
      status: 400,
      body: { message: 'Invalid cursor' },
    })
  })

  it('follows the Solana signatures of an address it serves', async () => {
    const { rpcUrl, caipNetworkId } = stack.devnet.manifest.solana
    const address = freshSolanaAddress()
    const query = `chainId=${caipNetworkId}`
    expect((await history(address, query)).data).toEqual([])
    const signature = await solanaRpc<string>(rpcUrl, 'requestAirdrop', [address, 2_000_000_000])
    const page = await eventually(
      () => history(address, query),
      (p) => p.data.length === 1,
      INDEXED_WITHIN_MS,
    )
    expect(page.data[0]).toMatchObject({
      id: signature,
      metadata: { chain: caipNetworkId, operationType: 'receive' },
      transfers: [
        { direction: 'in', quantity: { numeric: '2' }, fungible_info: { symbol: 'SOL' } },
      ],
    })
  })
})
