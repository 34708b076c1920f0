import { type Hex, hexToBigInt, numberToHex } from 'viem'
import type { EvmChain } from '../chains/index.ts'
import { TRANSFER_EVENT_TOPIC } from '../chains/index.ts'
import type { IndexedBatch } from './indexed-batch.ts'

/** A block header as the indexer keeps it. */
export type IndexedBlock = { number: number; hash: string; parentHash: string }

/** Parameters of {@link readEvmBlocks}. */
export type ReadEvmBlocksParameters = { chain: EvmChain; fromBlock: number; toBlock: number }

/** The blocks of a range and what they hold; `consistent` is false if a reorg hit mid-read. */
export type ReadEvmBlocksReturnType = {
  blocks: IndexedBlock[]
  batch: IndexedBatch
  /** Contracts that emitted Transfer events, by kind. */
  tokens: { address: string; kind: 'erc20' | 'erc721' }[]
  consistent: boolean
}

type RpcReceipt = { transactionHash: Hex; status?: Hex; contractAddress?: Hex | null }
type RpcLog = {
  address: Hex
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  logIndex: Hex
  removed?: boolean
}

const ZERO_TOPIC_PREFIX = '0x000000000000000000000000'

function topicAddress(topic: Hex | undefined): string | undefined {
  if (topic?.length !== 66 || !topic.startsWith(ZERO_TOPIC_PREFIX)) return undefined
  return `0x${topic.slice(26)}`.toLowerCase()
}

// eth_getBlockReceipts is one call per block; nodes without it get one call per transaction.
async function receiptsOf(
  chain: EvmChain,
  blockNumber: number,
  hashes: Hex[],
): Promise<RpcReceipt[]> {
  try {
    const receipts = await chain.client.request({
      method: 'eth_getBlockReceipts',
      params: [numberToHex(blockNumber)],
    })
    if (Array.isArray(receipts)) return receipts
  } catch {
    // Fall through to per-transaction receipts.
  }
  return Promise.all(
    hashes.map(
      async (hash) =>
        (await chain.client.request({ method: 'eth_getTransactionReceipt', params: [hash] })) ?? {
          transactionHash: hash,
        },
    ),
  )
}

/**
 * Reads blocks `fromBlock..toBlock` with their transactions, receipts (for the status) and
 * Transfer logs, and turns them into rows: every transaction, native value transfers of
 * successful ones, ERC-20 (3 topics) and ERC-721 (4 topics) transfers, and who they touch.
 */
export async function readEvmBlocks(
  parameters: ReadEvmBlocksParameters,
): Promise<ReadEvmBlocksReturnType> {
  const { chain, fromBlock, toBlock } = parameters
  const chainId = chain.config.caipNetworkId
  const numbers = Array.from({ length: toBlock - fromBlock + 1 }, (_, index) => fromBlock + index)
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((blockNumber) =>
        chain.client.getBlock({ blockNumber: BigInt(blockNumber), includeTransactions: true }),
      ),
    ),
    chain.client.request({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: numberToHex(fromBlock),
          toBlock: numberToHex(toBlock),
          topics: [TRANSFER_EVENT_TOPIC],
        },
      ],
    }) as Promise<RpcLog[]>,
  ])
  const receipts = await Promise.all(
    blocks.map((block) =>
      block.transactions.length === 0
        ? Promise.resolve([])
        : receiptsOf(
            chain,
            Number(block.number),
            block.transactions.map((tx) => tx.hash),
          ),
    ),
  )
  const batch: IndexedBatch = { chainId, transactions: [], transfers: [], accountTransactions: [] }
  const minedAt = new Map<string, { at: number; block: number; index: number }>()
  const touched = new Set<string>()
  const touch = (account: string | undefined, hash: string) => {
    const mined = minedAt.get(hash)
    if (!account || !mined || touched.has(`${account}:${hash}`)) return
    touched.add(`${account}:${hash}`)
    batch.accountTransactions.push({
      account,
      chain_id: chainId,
      tx_hash: hash,
      block_number: mined.block,
      tx_index: mined.index,
      mined_at: mined.at,
    })
  }

  const indexedBlocks: IndexedBlock[] = []
  let consistent = true
  blocks.forEach((block, blockIndex) => {
    if (!block.hash || block.number === null) {
      consistent = false
      return
    }
    const previous = indexedBlocks.at(-1)
    if (previous && previous.hash !== block.parentHash) consistent = false
    indexedBlocks.push({
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
    })
    const statuses = new Map(
      (receipts[blockIndex] ?? []).map((receipt) => [receipt.transactionHash, receipt]),
    )
    for (const tx of block.transactions) {
      const receipt = statuses.get(tx.hash)
      const failed = receipt?.status === '0x0'
      const from = tx.from.toLowerCase()
      const to = (tx.to ?? receipt?.contractAddress ?? null)?.toLowerCase() ?? null
      const at = Number(block.timestamp)
      minedAt.set(tx.hash, { at, block: Number(block.number), index: tx.transactionIndex ?? 0 })
      batch.transactions.push({
        chain_id: chainId,
        tx_hash: tx.hash,
        block_number: Number(block.number),
        tx_index: tx.transactionIndex ?? 0,
        mined_at: at,
        from_address: from,
        to_address: to,
        value: tx.value.toString(),
        status: failed ? 'failed' : 'confirmed',
        nonce: tx.nonce,
      })
      touch(from, tx.hash)
      touch(to ?? undefined, tx.hash)
      if (!failed && tx.value > 0n && to) {
        batch.transfers.push({
          chain_id: chainId,
          tx_hash: tx.hash,
          log_index: -1,
          block_number: Number(block.number),
          kind: 'native',
          token_address: '',
          from_address: from,
          to_address: to,
          amount: tx.value.toString(),
          token_id: null,
        })
      }
    }
  })

  const blockHashes = new Map(indexedBlocks.map((block) => [block.number, block.hash]))
  const tokens = new Map<string, 'erc20' | 'erc721'>()
  for (const log of logs) {
    if (log.removed) continue
    const blockNumber = Number(hexToBigInt(log.blockNumber))
    if (blockHashes.get(blockNumber) !== log.blockHash) {
      consistent = false
      continue
    }
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (!from || !to) continue
    const kind =
      log.topics.length === 4
        ? 'erc721'
        : log.topics.length === 3 && log.data.length === 66
          ? 'erc20'
          : undefined
    if (!kind) continue
    const token = log.address.toLowerCase()
    tokens.set(token, kind)
    batch.transfers.push({
      chain_id: chainId,
      tx_hash: log.transactionHash,
      log_index: Number(hexToBigInt(log.logIndex)),
      block_number: blockNumber,
      kind,
      token_address: token,
      from_address: from,
      to_address: to,
      amount: kind === 'erc20' ? hexToBigInt(log.data).toString() : '1',
      token_id: kind === 'erc721' ? hexToBigInt(log.topics[3] as Hex).toString() : null,
    })
    touch(from, log.transactionHash)
    touch(to, log.transactionHash)
  }
  return {
    blocks: indexedBlocks,
    batch,
    tokens: [...tokens].map(([address, kind]) => ({ address, kind })),
    consistent,
  }
}
