/** Confirmed plus mempool sats of an address, from the regtest's Esplora API. */
export async function esploraSats(esploraUrl: string, address: string): Promise<bigint> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const response = await fetch(`${esploraUrl}/address/${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as {
    chain_stats: Stats
    mempool_stats: Stats
  }
  return BigInt(
    chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
  )
}
