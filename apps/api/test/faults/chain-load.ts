import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../src/config/index.ts'
import { testWallet } from '../helpers/evm.ts'

// Between two transactions per chain: enough blocks to index, little CPU taken from restarts.
const CHAIN_LOAD_PAUSE_MS = 200

/** What the chain load sent. */
export type ChainLoadReport = { sent: number; hashes: Hex[] }

/**
 * Sends small transfers from a funded test account on every EVM chain until `done()`, so the
 * indexer has blocks to follow while it is being killed.
 */
export async function runChainLoad(
  manifest: DevnetManifest,
  done: () => boolean,
  pauseMs: (ms: number) => Promise<void>,
): Promise<ChainLoadReport> {
  const report: ChainLoadReport = { sent: 0, hashes: [] }
  const wallets = manifest.evm.chains.map((_, chainIndex) => testWallet(manifest, 1, chainIndex))
  await Promise.all(
    wallets.map(async (wallet) => {
      while (!done()) {
        const hash = await wallet.wallet.sendTransaction({
          to: privateKeyToAccount(generatePrivateKey()).address,
          value: 1n,
        })
        report.sent += 1
        report.hashes.push(hash)
        await pauseMs(CHAIN_LOAD_PAUSE_MS)
      }
    }),
  )
  return report
}
