import { MemoryKeyValueStorage } from '@openappkit/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'

let dapps = 0

/** A dapp-side WalletConnect client on `relayUrl`, with its own Core and in-memory storage. */
export function createDappClient(relayUrl: string) {
  dapps += 1
  return SignClient.init({
    projectId: 'openappkit-relay-test',
    relayUrl,
    metadata: { name: 'Relay test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    customStoragePrefix: `relay-test-dapp-${dapps}`,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: process.env.WC_LOG ?? 'silent',
  })
}

/** Resolves once `check` returns true, polling on the event loop (no fixed sleeps). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('waitUntil: timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
