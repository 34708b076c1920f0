import { performance } from 'node:perf_hooks'
import { createTestWallet } from '@openappkit/testing'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
} from '@openappkit/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { percentile } from './stats.ts'

// anvil's first public test key: the phones sign nothing here, they only approve.
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export type MeasureSessionRateReturnType = {
  sessions: number
  totalMs: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

/**
 * WalletConnect sessions established through the relay with the real clients: `pairs` dapps
 * (sign-client) and phones (the test wallet), all started first; then every dapp proposes at
 * once, every phone pairs and approves, and each session counts when the dapp holds it.
 */
export async function measureSessionRate(
  relayUrl: string,
  pairs: number,
  /** Core is one per storage prefix and process: each run needs its own. */
  storagePrefix: string,
): Promise<MeasureSessionRateReturnType> {
  const clients = await Promise.all(
    Array.from({ length: pairs }, async (_, index) => {
      const dapp = await SignClient.init({
        projectId: 'bench',
        relayUrl,
        metadata: { name: 'bench dapp', description: '', url: 'http://127.0.0.1', icons: [] },
        customStoragePrefix: `${storagePrefix}-${index}`,
        storage: new MemoryKeyValueStorage(),
        telemetryEnabled: false,
        logger: 'silent',
      })
      const phone = await createWalletConnectTestWallet({
        relayUrl,
        wallet: createTestWallet({
          privateKey: KEY,
          rpcUrls: { 31337: 'http://127.0.0.1:9' },
          chainId: 31337,
          announceTarget: null,
        }),
        chainIds: [31337],
        autoApprove: true,
      })
      return { dapp, phone }
    }),
  )
  const started = performance.now()
  const durations = await Promise.all(
    clients.map(async ({ dapp, phone }) => {
      const begin = performance.now()
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        },
      })
      await phone.pair(uri as string)
      await approval()
      return performance.now() - begin
    }),
  )
  const totalMs = performance.now() - started
  for (const { dapp, phone } of clients) {
    await phone.close()
    await dapp.core.relayer.transportClose()
  }
  const sorted = [...durations].sort((a, b) => a - b)
  return {
    sessions: durations.length,
    totalMs,
    perSecond: (durations.length / totalMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  }
}
