import type { Hex } from 'viem'
import { createTestWallet } from '../wallet/create-test-wallet.ts'
import {
  createWalletConnectTestWallet,
  type PendingProposal,
  type WalletConnectTestWallet,
} from '../walletconnect/create-walletconnect-test-wallet.ts'
import {
  type BrowserPendingProposal,
  type BrowserWalletConnectTestWalletOptions,
  WALLETCONNECT_TEST_WALLET_GLOBAL,
} from './walletconnect-test-wallet-options.ts'

/** What `page.evaluate` calls: plain values in and out (a proposal is named by its id). */
export type PageWalletConnectTestWallet = {
  pair(uri: string): Promise<void>
  nextProposal(): Promise<BrowserPendingProposal>
  approve(id: number): Promise<string>
  reject(id: number): Promise<void>
  sessionTopics(): string[]
  requests(): Array<{ method: string; chainId: string }>
  endedByDapp(): string[]
  address(): Hex
  disconnect(): Promise<void>
  close(): Promise<void>
}

function controls(phone: WalletConnectTestWallet): PageWalletConnectTestWallet {
  const pending = new Map<number, PendingProposal>()
  const proposal = (id: number) => {
    const found = pending.get(id)
    if (!found) throw new Error(`No pending proposal ${id}`)
    pending.delete(id)
    return found
  }
  return {
    pair: (uri) => phone.pair(uri),
    async nextProposal() {
      const next = await phone.nextProposal()
      pending.set(next.id, next)
      return { id: next.id, params: JSON.parse(JSON.stringify(next.params)) }
    },
    approve: async (id) => (await proposal(id).approve()).topic,
    reject: (id) => proposal(id).reject(),
    sessionTopics: () => phone.sessions().map((session) => session.topic),
    requests: () => [...phone.requests],
    endedByDapp: () => [...phone.endedByDapp],
    address: () => phone.wallet.address,
    disconnect: () => phone.disconnect(),
    close: () => phone.close(),
  }
}

/**
 * Runs in a page of its own (the phone): the WalletConnect test wallet on WalletKit, in the
 * browser's own WebSocket, crypto and event loop, holding `privateKey`'s accounts. The page
 * global resolves to its controls once WalletKit has started.
 */
export function install(options: BrowserWalletConnectTestWalletOptions): void {
  const { relayUrl, privateKey, rpcUrls, projectId, autoApprove } = options
  const chains = Object.fromEntries(
    Object.entries(rpcUrls).map(([chainId, url]) => [Number(chainId), url]),
  )
  const wallet = createTestWallet({ privateKey, rpcUrls: chains, announceTarget: null })
  const ready = createWalletConnectTestWallet({
    relayUrl,
    wallet,
    chainIds: Object.keys(chains).map(Number),
    projectId,
    autoApprove,
  }).then(controls)
  Object.defineProperty(globalThis, WALLETCONNECT_TEST_WALLET_GLOBAL, {
    value: ready,
    configurable: true,
  })
}
