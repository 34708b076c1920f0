import type { DevnetManifest } from '@openappkit/testing'
import {
  chromiumLaunchOptions,
  type InjectedBitcoinTestWallet,
  type InjectedSolanaTestWallet,
  type InjectedTestWallet,
  injectBitcoinTestWallet,
  injectSolanaTestWallet,
  injectTestWallet,
  routeWalletConnectNetwork,
} from '@openappkit/testing/node'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { inject } from 'vitest'
import type { LabPreset } from '../src/config/lab-config.ts'

/** Name and rdns the test wallet announces itself with (EIP-6963). */
export const LAB_WALLET = { name: 'Lab Test Wallet', rdns: 'org.openappkit.lab-test-wallet' }

/** Name the Solana test wallet registers itself with (Wallet Standard). */
export const LAB_SOLANA_WALLET = 'Lab Solana Wallet'

/** Name the Bitcoin test wallet announces itself with (Wallet Standard and sats-connect). */
export const LAB_BITCOIN_WALLET = 'Lab Bitcoin Wallet'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether `url` stays on this machine (data: and blob: URLs never leave the page). */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return LOCAL_HOSTS.has(hostname)
}

export type LabSession = {
  manifest: DevnetManifest
  browser: Browser
  context: BrowserContext
  page: Page
  wallet: InjectedTestWallet
  account: DevnetManifest['evm']['accounts'][number]
  /** The Solana wallet, when `solanaAccounts` were given. */
  solanaWallet?: InjectedSolanaTestWallet | undefined
  /** The Bitcoin wallet, when `bitcoinAccounts` were given. */
  bitcoinWallet?: InjectedBitcoinTestWallet | undefined
  /** The page address with this run's api and RPC URLs. */
  url: string
  /**
   * Every request the page tried to send off this machine (blocked). The sockets of a
   * `walletConnectNetwork` session to the WalletConnect network's relay are not in it: they are
   * routed to the run's relay and listed in `walletConnectNetworkSockets`.
   */
  nonLocalRequests: string[]
  /** The sockets the page opened to `wss://relay.walletconnect.org`, as it asked for them. */
  walletConnectNetworkSockets: ReadonlyArray<URL>
  rpcUrl(chainId: number): string
  close(): Promise<void>
}

export type OpenLabParameters = {
  /** Devnet account the wallet signs with; one per test file so files can run side by side. */
  accountIndex: number
  /** More query parameters of the lab page (`wallet=devnet`...). */
  query?: Readonly<Record<string, string>> | undefined
  /** Page of the lab (`ssr.html`...); the lab itself by default. */
  path?: string | undefined
  /** Where the page is served; the lab's static host by default. */
  origin?: string | undefined
  /** The lab preset the page loads; wagmi by default. */
  preset?: LabPreset | undefined
  /** Inject the browser test wallet (default true); false is a visitor with no extension. */
  injectWallet?: boolean | undefined
  /** Browser context options: a phone's viewport and user agent... */
  contextOptions?: Parameters<Browser['newContext']>[0] | undefined
  /** The name and rdns the injected test wallet announces (the lab's own by default). */
  walletInfo?: { name: string; rdns: string } | undefined
  /** A browser to open the page in (a context of its own, closed by `close`); a new one otherwise. */
  browser?: Browser | undefined
  /** Devnet Solana accounts of a Solana test wallet to register in the page (none by default). */
  solanaAccounts?: readonly number[] | undefined
  /** Devnet regtest accounts of a Bitcoin test wallet to register in the page (none by default). */
  bitcoinAccounts?: readonly number[] | undefined
  /**
   * Configure WalletConnect as the incumbent's docs show (`projectId`, no `relayUrl`): the page
   * opens the WalletConnect network's relay, and that socket alone is routed to the run's relay
   * (`query.relay`, or the suite's).
   */
  walletConnectNetwork?: boolean | undefined
}

export type LabPageUrlParameters = Pick<OpenLabParameters, 'query' | 'path' | 'origin' | 'preset'>

/** The address of a lab page with this run's api, relay and RPC URLs. */
export function labPageUrl({
  preset = 'wagmi',
  query = {},
  path = '',
  origin,
}: LabPageUrlParameters): string {
  const { manifest, apiUrl, relayUrl, labOrigin } = inject('lab')
  const rpcUrl = (chainId: number) => {
    const found = manifest.evm.chains.find((chain) => chain.chainId === chainId)
    if (!found) throw new Error(`the devnet has no chain ${chainId}`)
    return found.rpcUrl
  }
  const search = new URLSearchParams({
    preset,
    api: apiUrl,
    relay: relayUrl,
    rpc31337: rpcUrl(31337),
    rpc31338: rpcUrl(31338),
    rpcSolana: manifest.solana.rpcUrl,
    esploraBitcoin: manifest.bitcoin.esploraUrl,
    ...query,
  })
  return `${origin ?? labOrigin}/${path}?${search}`
}

/** Refuses every request and WebSocket of `context` to another host, recording its URL. */
export async function blockNonLocalRequests(
  context: BrowserContext,
  nonLocalRequests: string[],
): Promise<void> {
  await context.route(
    (requestUrl) => !isLocalUrl(requestUrl.href),
    (route) => {
      nonLocalRequests.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  // WebSockets bypass `route`: a socket to any other host is recorded and closed too.
  await context.routeWebSocket(
    (socketUrl) => !isLocalUrl(socketUrl.href),
    (socket) => {
      nonLocalRequests.push(socket.url())
      return socket.close()
    },
  )
}

/**
 * Chromium with a lab preset (wagmi unless told) loaded and the test wallet injected before any page
 * script. Requests to other hosts are recorded and refused.
 */
/** A lab session of a visitor without a browser wallet (a phone). */
export type WalletlessLabSession = Omit<LabSession, 'wallet'>

export async function openLab(
  parameters: OpenLabParameters & { injectWallet: false },
): Promise<WalletlessLabSession>
export async function openLab(parameters: OpenLabParameters): Promise<LabSession>
export async function openLab({
  accountIndex,
  query: extra = {},
  path = '',
  origin,
  preset = 'wagmi',
  injectWallet = true,
  contextOptions,
  solanaAccounts = [],
  bitcoinAccounts = [],
  walletInfo = LAB_WALLET,
  browser: sharedBrowser,
  walletConnectNetwork = false,
}: OpenLabParameters): Promise<LabSession | WalletlessLabSession> {
  const { manifest, relayUrl } = inject('lab')
  const account = manifest.evm.accounts[accountIndex]
  if (!account) throw new Error(`the devnet has no account ${accountIndex}`)
  const rpcUrls = Object.fromEntries(
    manifest.evm.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]),
  )
  const rpcUrl = (chainId: number) => {
    const found = rpcUrls[String(chainId)]
    if (!found) throw new Error(`the devnet has no chain ${chainId}`)
    return found
  }
  const url = labPageUrl({
    preset,
    query: { ...(walletConnectNetwork ? { walletconnect: 'network' } : {}), ...extra },
    path,
    origin,
  })

  const browser = sharedBrowser ?? (await chromium.launch(chromiumLaunchOptions()))
  const context = await browser.newContext(contextOptions)
  const nonLocalRequests: string[] = []
  await blockNonLocalRequests(context, nonLocalRequests)
  const page = await context.newPage()
  // Registered on the page, so it takes precedence over the context's refusal above.
  const { sockets: walletConnectNetworkSockets } = walletConnectNetwork
    ? await routeWalletConnectNetwork(page, {
        relayUrl: new URL(url).searchParams.get('relay') ?? relayUrl,
      })
    : { sockets: [] }
  const wallet = injectWallet
    ? await injectTestWallet(page, {
        privateKey: account.privateKey,
        rpcUrls,
        chainId: 31337,
        name: walletInfo.name,
        rdns: walletInfo.rdns,
      })
    : undefined
  const solanaKeys = solanaAccounts.map((index) => {
    const found = manifest.solana.accounts[index]
    if (!found) throw new Error(`the devnet has no Solana account ${index}`)
    return found.secretKey
  })
  const [firstSolanaKey, ...otherSolanaKeys] = solanaKeys
  const solanaWallet = firstSolanaKey
    ? await injectSolanaTestWallet(page, {
        secretKeys: [firstSolanaKey, ...otherSolanaKeys],
        rpcUrl: manifest.solana.rpcUrl,
        chains: [manifest.solana.caipNetworkId as `solana:${string}`],
        name: LAB_SOLANA_WALLET,
      })
    : undefined
  const bitcoinKeys = bitcoinAccounts.map((index) => {
    const found = manifest.bitcoin.accounts[index]
    if (!found) throw new Error(`the devnet has no Bitcoin account ${index}`)
    return found.privateKey
  })
  const [firstBitcoinKey, ...otherBitcoinKeys] = bitcoinKeys
  const bitcoinWallet = firstBitcoinKey
    ? await injectBitcoinTestWallet(page, {
        privateKeys: [firstBitcoinKey, ...otherBitcoinKeys],
        network: 'regtest',
        esploraUrl: manifest.bitcoin.esploraUrl,
        name: LAB_BITCOIN_WALLET,
      })
    : undefined
  await page.goto(url)
  return {
    ...(solanaWallet ? { solanaWallet } : {}),
    ...(bitcoinWallet ? { bitcoinWallet } : {}),
    manifest,
    browser,
    context,
    page,
    ...(wallet ? { wallet } : {}),
    account,
    url,
    nonLocalRequests,
    walletConnectNetworkSockets,
    rpcUrl,
    close: () => (sharedBrowser ? context.close() : browser.close()),
  }
}
