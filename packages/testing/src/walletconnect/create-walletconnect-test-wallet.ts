import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import * as walletConnectLogger from '@walletconnect/logger'
import type {
  ISignClient,
  ProposalTypes,
  SessionTypes,
  SignClientTypes,
} from '@walletconnect/types'
import type { Hex } from 'viem'
import type { BitcoinWalletCore } from '../bitcoin/bitcoin-wallet-core.ts'
import { TestKitError } from '../errors/test-kit-error.ts'
import type { TestWallet } from '../wallet/types.ts'
import { createBitcoinResponder } from './bitcoin-responder.ts'
import { MemoryKeyValueStorage } from './memory-key-value-storage.ts'
import { approvedNamespaces, withAccount } from './session-namespaces.ts'
import { silenceEventClient } from './silence-event-client.ts'
import { createSilentVerify } from './silent-verify.ts'
import { createSolanaTestSigner } from './solana-signer.ts'

export type CreateWalletConnectTestWalletParameters = {
  /** `ws://127.0.0.1:PORT` of the relay the dapp uses. */
  relayUrl: string
  /** The wallet that holds the keys and answers requests (see `createTestWallet`). */
  wallet: TestWallet
  /** Chain ids the wallet has a node for; approved sessions offer these. */
  chainIds: readonly number[]
  /** Sent to the relay; any text works with our relay. */
  projectId?: string | undefined
  metadata?: SignClientTypes.Metadata | undefined
  /**
   * Answer every proposal at once, as a visitor tapping "Approve": approved, unless the wallet
   * was told to reject its next request (`wallet.rejectNextRequest()`), then rejected.
   */
  autoApprove?: boolean | undefined
  /** Solana chains (CAIP-2) the wallet also approves, with an ed25519 key of its own. */
  solanaChains?: readonly string[] | undefined
  /**
   * The Solana account's secret key (64 bytes, base58: a devnet manifest's funded key, so it can
   * pay for what it signs); a fresh key when absent.
   */
  solanaSecretKey?: string | undefined
  /**
   * Bitcoin chains (CAIP-2, e.g. regtest `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`) the wallet
   * also approves, answering the WalletConnect Bitcoin methods with `bitcoinWallet`.
   */
  bitcoinChains?: readonly string[] | undefined
  /**
   * The Bitcoin wallet that holds the keys (`createBitcoinTestWallet`): its payment address is
   * the session account, its prompts and refusals (`rejectNextRequest()`) apply.
   */
  bitcoinWallet?: BitcoinWalletCore | undefined
}

/** A session proposal waiting for the person holding the phone. */
export type PendingProposal = {
  id: number
  params: ProposalTypes.Struct
  approve(): Promise<SessionTypes.Struct>
  reject(): Promise<void>
}

export type WalletConnectTestWallet = {
  /** The WalletKit client, the SDK phone wallets embed, the wallet runs on. */
  readonly walletKit: IWalletKit
  /** WalletKit's sign client. */
  readonly client: ISignClient
  readonly wallet: TestWallet
  /** The Solana account, when `solanaChains` was given. */
  readonly solanaAddress: string | undefined
  /** The Bitcoin wallet, when `bitcoinChains` and `bitcoinWallet` were given. */
  readonly bitcoinWallet: BitcoinWalletCore | undefined
  /** Pairs from a `wc:` URI, as a camera reading the QR code would. */
  pair(uri: string): Promise<void>
  /** The next session proposal (already received or still to come). */
  nextProposal(): Promise<PendingProposal>
  /** Active sessions. */
  sessions(): SessionTypes.Struct[]
  /** Topics of the sessions the dapp ended (`session_delete`), in order. */
  readonly endedByDapp: ReadonlyArray<string>
  /** Every request the dapp sent, in order: method and chain. */
  readonly requests: ReadonlyArray<{ method: string; chainId: string }>
  /** Visitor picks another account: the session is updated and `accountsChanged` is emitted. */
  switchAccount(account: Hex | number): Promise<Hex>
  /** Visitor moves the wallet to a chain of the session: `chainChanged` is emitted. */
  switchChain(chainId: number): Promise<void>
  /** Visitor ends every session from the wallet. */
  disconnect(): Promise<void>
  /** Closes the relay socket; the client object is not used again. */
  close(): Promise<void>
}

const WALLET_METADATA: SignClientTypes.Metadata = {
  name: 'OpenAppKit WalletConnect Test Wallet',
  description: 'Pairs like a phone wallet, signs with devnet keys',
  url: 'http://127.0.0.1',
  icons: [],
}

let instances = 0

/**
 * A WalletConnect wallet for tests, in Node or a page, on WalletKit (`@reown/walletkit`, the SDK
 * phone wallets embed): pairs from a `wc:` URI over the given relay, approves or rejects
 * proposals on demand, and answers session requests with a {@link TestWallet}'s real keys. Each
 * instance has its own in-memory storage and Core.
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  const { wallet, chainIds } = parameters
  if (chainIds.length === 0) throw new TestKitError('The WalletConnect test wallet needs a chain')
  const bitcoinWallet = parameters.bitcoinChains?.length ? parameters.bitcoinWallet : undefined
  if (parameters.bitcoinChains?.length && !bitcoinWallet) {
    throw new TestKitError('bitcoinChains needs a bitcoinWallet (createBitcoinTestWallet)')
  }
  instances += 1
  const core = new Core({
    projectId: parameters.projectId ?? 'openappkit-test-wallet',
    relayUrl: parameters.relayUrl,
    // Core is one per storage prefix and process: each test wallet gets its own.
    customStoragePrefix: `openappkit-test-wallet-${instances}-${crypto.randomUUID()}`,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    // A logger, not a level's name: Core would keep every message in a buffer of its own, and
    // print them all where a page's `window` meets Node's pino (happy-dom).
    logger: pinoOf(walletConnectLogger)({ level: 'silent' }),
  })
  // The stock Verify would ask verify.walletconnect.org about every proposal and request, and
  // WalletKit's start would report itself to pulse.walletconnect.org.
  core.verify = createSilentVerify(core)
  silenceEventClient(core)
  const walletKit = await WalletKit.init({
    core,
    metadata: parameters.metadata ?? WALLET_METADATA,
  })
  const client = walletKit.engine.signClient
  // WalletKit starts its sign client with a logger of its own at "error" (no option for it): it
  // would print the races a test provokes on purpose (a late reply to a session just deleted).
  client.logger.level = 'silent'

  const solana = parameters.solanaChains?.length
    ? await createSolanaTestSigner(parameters.solanaSecretKey)
    : undefined
  const solanaApproval = solana
    ? { chains: parameters.solanaChains ?? [], address: solana.address }
    : undefined
  const bitcoin = bitcoinWallet ? createBitcoinResponder(bitcoinWallet) : undefined
  const proposals: PendingProposal[] = []
  const waiters: Array<(proposal: PendingProposal) => void> = []
  const requests: Array<{ method: string; chainId: string }> = []
  const endedByDapp: string[] = []
  // Sessions approved but not yet acknowledged by the dapp: the wallet acts on them only after.
  const settling = new Set<Promise<SessionTypes.Struct>>()
  const settled = () => Promise.allSettled([...settling])

  walletKit.on('session_delete', ({ topic }) => {
    endedByDapp.push(topic)
  })

  walletKit.on('session_proposal', ({ id, params }) => {
    const proposal: PendingProposal = {
      id,
      params,
      async approve() {
        await wallet.request({ method: 'eth_requestAccounts' })
        bitcoinWallet?.connect('wc_sessionProposal')
        const bitcoinApproval = bitcoin
          ? { chains: parameters.bitcoinChains ?? [], address: bitcoin.address }
          : undefined
        const namespaces = approvedNamespaces(
          params,
          chainIds,
          wallet.address,
          solanaApproval,
          bitcoinApproval,
        )
        // The reference's advice: the addresses in the session, so the dapp need not ask.
        const sessionProperties = namespaces.bip122
          ? { bip122_getAccountAddresses: JSON.stringify(bitcoin?.accountAddresses()) }
          : undefined
        // WalletKit answers once the dapp acknowledged the session.
        const settled = walletKit.approveSession({ id, namespaces, sessionProperties })
        settling.add(settled)
        return settled.finally(() => settling.delete(settled))
      },
      async reject() {
        await walletKit.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
      },
    }
    if (parameters.autoApprove) {
      void proposal.approve().catch(() => proposal.reject())
      return
    }
    const waiter = waiters.shift()
    if (waiter) waiter(proposal)
    else proposals.push(proposal)
  })

  walletKit.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    requests.push({ method: request.method, chainId })
    const response = await answer(request, chainId).then(
      (result) => ({ id, jsonrpc: '2.0' as const, result }),
      (error: { code?: number; message?: string }) => ({
        id,
        jsonrpc: '2.0' as const,
        error: { code: error.code ?? -32603, message: error.message ?? 'Internal error' },
      }),
    )
    await walletKit.respondSessionRequest({ topic, response })
  })

  async function answer(request: { method: string; params: unknown }, chainId: string) {
    if (chainId.startsWith('solana:')) {
      if (solana && request.method === 'solana_signMessage')
        return solana.signMessage(request.params)
      if (solana && request.method === 'solana_signTransaction') {
        return solana.signTransaction(request.params)
      }
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    }
    if (chainId.startsWith('bip122:')) {
      if (!bitcoin) throw Object.assign(new Error('Method not supported'), { code: 4200 })
      return bitcoin.answer(request.method, request.params)
    }
    // A WalletConnect request names its chain: answer on it, without telling the dapp.
    const requestedChain = Number(chainId.split(':')[1])
    if (chainIds.includes(requestedChain) && wallet.chainId !== requestedChain) {
      wallet.switchChain(requestedChain)
    }
    const result = await wallet.request({
      method: request.method,
      params: request.params as readonly unknown[] | undefined,
    })
    if (request.method === 'wallet_switchEthereumChain') await emitToSessions('chainChanged')
    return result ?? null
  }

  async function emitToSessions(name: 'chainChanged' | 'accountsChanged') {
    await settled()
    for (const session of activeSessions()) {
      const chainId = `eip155:${wallet.chainId}`
      const data = name === 'chainChanged' ? wallet.chainId : [wallet.address]
      await walletKit.emitSessionEvent({ topic: session.topic, chainId, event: { name, data } })
    }
  }

  const activeSessions = () => Object.values(walletKit.getActiveSessions())

  return {
    walletKit,
    client,
    wallet,
    solanaAddress: solana?.address,
    bitcoinWallet,
    requests,
    endedByDapp,
    async pair(uri) {
      await walletKit.pair({ uri })
    },
    nextProposal() {
      const waiting = proposals.shift()
      if (waiting) return Promise.resolve(waiting)
      return new Promise((resolve) => waiters.push(resolve))
    },
    sessions: activeSessions,
    async switchAccount(account) {
      await settled()
      const address = wallet.switchAccount(account)
      for (const session of activeSessions()) {
        // Not waiting for the dapp's acknowledgement (its promise waits out 5 minutes when the
        // dapp is gone): the relay delivers the update before the event below, in publish order.
        await walletKit.updateSession({
          topic: session.topic,
          namespaces: withAccount(session.namespaces, address),
        })
      }
      await emitToSessions('accountsChanged')
      return address
    },
    async switchChain(chainId) {
      wallet.switchChain(chainId)
      await emitToSessions('chainChanged')
    },
    async disconnect() {
      await settled()
      for (const session of activeSessions()) {
        await walletKit
          .disconnectSession({
            topic: session.topic,
            reason: { code: 6000, message: 'User disconnected.' },
          })
          .catch((error: unknown) => {
            // The dapp may have ended the session meanwhile: gone is what was asked.
            if (client.session.keys.includes(session.topic)) throw error
          })
      }
      bitcoinWallet?.revoke()
    },
    async close() {
      await core.relayer.transportClose()
    },
  }
}

/**
 * `pino` of `@walletconnect/logger` however it was loaded: a bundler reads its ES build, Node's
 * `import` its CommonJS one, where `pino` is a minified getter Node's export detection does not
 * see (it is then on `default` only; bench/relay starts wallets under plain Node).
 */
function pinoOf(module: typeof walletConnectLogger): typeof walletConnectLogger.pino {
  return module.pino ?? (module as unknown as { default: typeof walletConnectLogger }).default.pino
}
