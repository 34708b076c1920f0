// The modal on a plain page, driven by the controllers' in-memory wallet. The query string picks
// a scenario (`?scenario=Account&theme=dark`, `&locale=es`, `&hostile=1`); the Chromium pass
// opens each one. `window.__playground` reports when the scenario is ready.

import { BaseError } from '@openappkit/common/errors'
import {
  arbitrum,
  base,
  type CaipNetwork,
  mainnet,
  polygon,
  solana,
} from '@openappkit/common/networks'
import {
  type ChainAdapter,
  type Connector,
  connect,
  createAppKitCore,
  createMemoryStorage,
  initialize,
  type TokenBalance,
} from '@openappkit/controllers'
import {
  addRecentWallet,
  fetchSwapQuote,
  fetchTokenBalances,
  getConnectingConnector,
  getConnectTarget,
  loadSwapNetwork,
  openModal,
  openOnRamp,
  pushView,
  type RouterData,
  requestEmbeddedWalletApproval,
  requestNetworkSwitch,
  setBalancesLoading,
  setConnectors,
  setEmbeddedWalletClient,
  setSiwxConfig,
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
  startConnectAttempt,
  updateAccountState,
  updateNetworkState,
  updateSendState,
} from '@openappkit/controllers/internal'
import {
  createMemoryAdapter,
  createMemoryEmbeddedWallet,
  createMemoryWallet,
} from '@openappkit/controllers/test-kit'
import { mountModal } from '../src/index.ts'
import { createFakeEmbeddedWallet } from '../src/test-utils/fake-embedded-wallet.ts'
import { networkImages, walletConnectIcon, walletIcon } from './assets.ts'
import { createPlaygroundApi } from './fake-api.ts'
import { hostileStyles } from './hostile.css.ts'
import { createWalletList } from './wallets.ts'

type Playground = { ready: boolean; error?: string }
declare global {
  interface Window {
    __playground: Playground
  }
}
window.__playground = { ready: false }

const query = new URLSearchParams(location.search)
const scenario = query.get('scenario') ?? 'Connect'
const themeMode = query.get('theme') === 'dark' ? 'dark' : 'light'
document.body.dataset.theme = themeMode
if (query.get('hostile') === '1') {
  const style = document.createElement('style')
  style.textContent = hostileStyles
  document.head.append(style)
}

const ADDRESS = '0x5290840000952788660e0f7030069857d2e4169e'
const OTHER = '0x8617e340b3d01fa5f11f306f4090fd50e238070d'
const walletNetworks: [CaipNetwork, ...CaipNetwork[]] = [mainnet, polygon, base]
const wallet = createMemoryWallet({
  addresses: [ADDRESS, OTHER],
  networks: walletNetworks,
  connectorId: 'harbor',
  name: 'Harbor Wallet',
})

// The embedded wallet's smart account (ADDRESS) and its owner (OTHER), for `Account-smart`.
const smartWallet = createMemoryEmbeddedWallet({
  smartAccount: {
    email: 'ada@example.org',
    eoa: OTHER,
    smartAccount: ADDRESS,
    enabledNetworks: [1],
  },
})
const authConnector: Connector = {
  id: 'AUTH',
  type: 'AUTH',
  name: 'Email',
  chain: 'eip155',
  chains: [mainnet],
}

// While `holding`, the wallet's prompt stays open (the visitor has not answered yet).
const never = new Promise<never>(() => {})
const memoryAdapter = createMemoryAdapter({ wallet })
let holding = false
const adapter: ChainAdapter = {
  ...memoryAdapter,
  on: memoryAdapter.on,
  async connect(parameters) {
    if (parameters.id === 'walletConnect') {
      // As a WalletConnect provider would: a pairing URI to scan, then the wait for the phone.
      mounted.setWalletConnectUri(walletConnectUri)
      return never
    }
    if (holding && !scenario.endsWith('error')) return never
    if (parameters.id === 'AUTH') {
      const address = smartWallet.accountType === 'eoa' ? OTHER : ADDRESS
      return { id: 'AUTH', type: 'AUTH', address, chainId: 1 }
    }
    return memoryAdapter.connect(parameters)
  },
  async switchNetwork(parameters) {
    if (holding && !scenario.endsWith('error')) return never
    return memoryAdapter.switchNetwork(parameters)
  },
}

const apiOptions = {
  empty: scenario.endsWith('-empty'),
  failing:
    scenario === 'WalletSend-error'
      ? ['/balance']
      : scenario === 'Activity-error'
        ? ['/history']
        : [],
}
const core = createAppKitCore(
  {
    networks: [mainnet, polygon, base, arbitrum, solana],
    adapters: [adapter],
    themeMode,
    apiUrl: 'https://api.playground.test',
    metadata: {
      name: 'Playground',
      description: 'Modal playground',
      url: location.origin,
      icons: [],
    },
  },
  { storage: createMemoryStorage(), fetch: createPlaygroundApi(apiOptions) },
)

const extraConnectors: Connector[] = [
  {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    chains: [mainnet, polygon, base, arbitrum],
    imageUrl: walletConnectIcon,
  },
  {
    id: 'io.aurora',
    type: 'ANNOUNCED',
    name: 'Aurora Wallet',
    chain: 'eip155',
    chains: [mainnet, polygon],
    imageUrl: walletIcon(0),
    info: { rdns: 'io.aurora' },
  },
]

const walletList = createWalletList()
const wallets =
  scenario === 'Connect-loading'
    ? () => never
    : scenario === 'Connect-error'
      ? () => Promise.reject(new Error('The wallet list is unreachable'))
      : walletList

async function connectWallet() {
  await connect(core, { connectorId: 'harbor' })
  updateAccountState(core, {
    namespace: 'eip155',
    patch: { balance: '1.2345', balanceSymbol: 'ETH' },
  })
}

/** What a wallet's click does: start the view's connect attempt, then show the view. */
function pushConnectingView(
  view: 'ConnectingExternal' | 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  data?: RouterData,
) {
  const connector = getConnectingConnector(core, { view, data })
  if (connector) void startConnectAttempt(core, { ...getConnectTarget(core, connector), view })
  pushView(core, { view, data })
}

const scenarios: Record<string, () => Promise<void>> = {
  async Connect() {
    await addRecentWallet(core, {
      wallet: {
        id: 'nimbus-wallet-with-a-long-name',
        name: 'Nimbus Wallet With An Unusually Long Display Name',
        imageUrl: walletIcon(3),
      },
    })
    openModal(core)
  },
  async 'Connect-loading'() {
    openModal(core)
  },
  async 'Connect-error'() {
    openModal(core)
  },
  async AllWallets() {
    openModal(core)
    pushView(core, { view: 'AllWallets' })
  },
  async 'AllWallets-empty'() {
    await scenarios.AllWallets?.()
  },
  async ConnectingExternal() {
    openModal(core)
    holding = true
    const connector = core.state.connectors.allConnectors.find((item) => item.id === 'harbor')
    pushConnectingView('ConnectingExternal', { connector })
  },
  async 'ConnectingExternal-error'() {
    wallet.rejectNextRequest()
    await scenarios.ConnectingExternal?.()
  },
  async ConnectingWalletConnect() {
    openModal(core)
    pushConnectingView('ConnectingWalletConnect', {
      wallet: { id: 'aurora-vault', name: 'Aurora Vault' },
    })
  },
  async ConnectingWalletConnectBasic() {
    openModal(core)
    pushConnectingView('ConnectingWalletConnectBasic')
  },
  async Account() {
    await connectWallet()
    openModal(core)
  },
  async 'Account-long'() {
    await connectWallet()
    updateAccountState(core, {
      namespace: 'eip155',
      patch: {
        profileName: 'a-remarkably-long-profile-name-for-testing.example.eth',
        balance: '123456789012345678.123456789',
        balanceSymbol: 'ETH',
      },
    })
    openModal(core)
  },
  async 'Account-smart'() {
    setConnectors(core, { connectors: [authConnector] })
    setEmbeddedWalletClient(core, smartWallet)
    await connect(core, { connectorId: 'AUTH' })
    updateAccountState(core, {
      namespace: 'eip155',
      patch: { balance: '1.2345', balanceSymbol: 'ETH' },
    })
    openModal(core)
  },
  async 'Account-zero'() {
    await connectWallet()
    updateAccountState(core, { namespace: 'eip155', patch: { balance: '0', balanceSymbol: 'ETH' } })
    openModal(core)
  },
  async ProfileWallets() {
    await connectWallet()
    openModal(core)
    pushView(core, { view: 'ProfileWallets' })
  },
  async Networks() {
    await connectWallet()
    updateNetworkState(core, {
      namespace: 'eip155',
      patch: { approvedCaipNetworkIds: walletNetworks.map((network) => network.caipNetworkId) },
    })
    openModal(core)
    pushView(core, { view: 'Networks' })
  },
  async SwitchNetwork() {
    await connectWallet()
    openModal(core)
    pushView(core, { view: 'Networks' })
    holding = true
    await requestNetworkSwitch(core, { caipNetwork: polygon })
  },
  async 'SwitchNetwork-error'() {
    await connectWallet()
    wallet.rejectNextRequest()
    openModal(core)
    pushView(core, { view: 'Networks' })
    await requestNetworkSwitch(core, { caipNetwork: polygon })
  },
  async SwitchActiveChain() {
    await connectWallet()
    openModal(core)
    pushView(core, { view: 'Networks' })
    await requestNetworkSwitch(core, { caipNetwork: solana })
  },
  async UnsupportedChain() {
    await connectWallet()
    wallet.switchChain(999)
  },
  async 'Account-loading'() {
    await connectWallet()
    updateAccountState(core, { namespace: 'eip155', patch: { balance: undefined } })
    setBalancesLoading(core, true)
    openModal(core)
  },
  async 'Connect-embedded'() {
    setConnectors(core, {
      connectors: [
        ...extraConnectors,
        { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155', chains: [mainnet] },
      ],
    })
    openModal(core)
  },
  async WalletReceive() {
    await featureView('WalletReceive')
  },
  async WalletSend() {
    await featureView('WalletSend')
  },
  async 'WalletSend-empty'() {
    await featureView('WalletSend')
  },
  async 'WalletSend-error'() {
    await featureView('WalletSend')
  },
  async WalletSendPreview() {
    await connectWallet()
    const balances = await fetchTokenBalances(core)
    const long = balances.find((token) => token.symbol === 'LONGGOVTOKEN') as TokenBalance
    updateSendState(core, {
      token: long,
      sendTokenAmount: 98765432.1234,
      receiverAddress: OTHER,
    })
    openModal(core)
    pushView(core, { view: 'WalletSend' })
    pushView(core, { view: 'WalletSendPreview' })
  },
  async Activity() {
    await featureView('Activity')
  },
  async 'Activity-empty'() {
    await featureView('Activity')
  },
  async 'Activity-error'() {
    await featureView('Activity')
  },
  async Swap() {
    await connectWallet()
    await loadSwapNetwork(core)
    const usdc = core.state.swap.tokens.find((token) => token.symbol === 'USDC')
    setSwapToToken(core, usdc)
    setSwapSourceTokenAmount(core, '1')
    await fetchSwapQuote(core)
    openModal(core)
    pushView(core, { view: 'Swap' })
  },
  async SwapPreview() {
    await connectWallet()
    await loadSwapNetwork(core)
    const [eth, usdc] = core.state.swap.tokens
    setSwapSourceToken(core, usdc)
    setSwapToToken(core, eth)
    setSwapSourceTokenAmount(core, '1000')
    await fetchSwapQuote(core)
    openModal(core)
    pushView(core, { view: 'Swap' })
    pushView(core, { view: 'SwapPreview' })
  },
  async OnRamp() {
    await connectWallet()
    openModal(core)
    openOnRamp(core)
  },
  async RegisterAccountName() {
    await featureView('RegisterAccountName')
  },
  async RegisterAccountNameSuccess() {
    await connectWallet()
    updateAccountState(core, { namespace: 'eip155', patch: { profileName: 'visitor-1.wcn.id' } })
    openModal(core, { view: 'RegisterAccountNameSuccess' })
  },
  async SIWXSignMessage() {
    await connectWallet()
    setSiwxConfig(core, {
      createMessage: async ({ chainId, accountAddress }) => ({
        chainId,
        accountAddress,
        domain: location.host,
        uri: location.origin,
        version: '1',
        nonce: 'playground',
        serializedMessage: 'Sign in to Playground',
      }),
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
      getRequired: () => true,
    })
    openModal(core, { view: 'SIWXSignMessage' })
  },
  async ApproveTransaction() {
    await connectWallet()
    void requestEmbeddedWalletApproval(core, {
      method: 'eth_sendTransaction',
      params: [
        {
          from: ADDRESS,
          to: OTHER,
          value: '0x2386f26fc10000',
          data: '0xa9059cbb0000000000000000000000008617e340b3d01fa5f11f306f4090fd50e238070d',
        },
      ],
    })
  },
  async EmailVerifyOtp() {
    setEmbeddedWalletClient(core, createFakeEmbeddedWallet())
    openModal(core, { view: 'EmailLogin', data: { email: 'visitor@example.org' } })
  },
  async UpdateEmailWallet() {
    await connectWallet()
    updateAccountState(core, {
      namespace: 'eip155',
      patch: { user: { email: 'visitor@example.org' } },
    })
    openModal(core, { view: 'UpdateEmailWallet' })
  },
  async ConnectingFarcaster() {
    const embedded = createFakeEmbeddedWallet()
    embedded.hold.connectFarcaster = never
    setEmbeddedWalletClient(core, embedded)
    openModal(core, { view: 'ConnectingFarcaster' })
  },
  async ConnectingSocial() {
    setEmbeddedWalletClient(core, createFakeEmbeddedWallet())
    updateAccountState(core, { namespace: 'eip155', patch: { socialProvider: 'github' } })
    openModal(core, { view: 'ConnectingSocial' })
  },
}

async function featureView(
  view: 'WalletReceive' | 'WalletSend' | 'Activity' | 'RegisterAccountName',
) {
  await connectWallet()
  openModal(core)
  pushView(core, { view })
}

const walletConnectUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const mounted = mountModal(core, {
  locale: query.get('locale') ?? undefined,
  wallets,
  featuredWalletIds: ['summit-safe', 'quartz-wallet'],
  networkImages,
  connectorImages: { harbor: walletIcon(1) },
  termsConditionsUrl: 'https://example.org/terms',
  privacyPolicyUrl: 'https://example.org/privacy',
})

document.getElementById('open')?.addEventListener('click', () => openModal(core))

async function run() {
  await initialize(core)
  setConnectors(core, { connectors: extraConnectors })
  const setup = scenarios[scenario]
  if (!setup) throw new BaseError(`Unknown scenario ${scenario}`)
  await setup()
  const status = document.getElementById('status')
  if (status) status.textContent = `Scenario: ${scenario}`
}

run().then(
  () => {
    window.__playground.ready = true
  },
  (error: unknown) => {
    window.__playground.error = String(error)
  },
)
