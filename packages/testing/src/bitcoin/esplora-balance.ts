type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/** Confirmed plus mempool sats of `address`, read from an Esplora API (the devnet's regtest). */
export async function esploraBalance(esploraUrl: string, address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl}/address/${encodeURIComponent(address)}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as {
    chain_stats: AddressStats
    mempool_stats: AddressStats
  }
  return BigInt(
    chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
  )
}
