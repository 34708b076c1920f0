import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { encodeBase58 } from '@openappkit/common/encoding'
import { defineLocalSolanaNetwork, solanaDevnet } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { startRelay } from '@openappkit/relay'
import { createDevnetTestWallet, createMemoryWebStorage } from '@openappkit/testing'
import { getSolanaBalance, getSolanaTokenBalance } from '@openappkit/testing/node'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { createWalletConnectProvider } from '@openappkit/walletconnect'
import { afterAll, beforeAll, inject } from 'vitest'
import { createSolanaAdapter } from '../src/create-solana-adapter.ts'

// The Solana adapter offers the site's WalletConnect session too: a phone wallet holding a
// funded devnet Solana key answers solana_signMessage and solana_signTransaction over our relay,
// and the adapter sends what it signed to the local cluster. Solana accounts 5 and 6 of the
// devnet belong to this file (the project's other files spend from 0 to 4 while it runs).

const manifest = inject('devnetManifest')
const { solana } = manifest
const account = solana.accounts[5]
if (!account) throw new Error('the devnet has no Solana account 5')
const local = defineLocalSolanaNetwork({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl })
const networks = [local, solanaDevnet] as const
const usdc = solana.mints.usdc.address
// The phone's EVM side is there because the test wallet always holds one; it is not used.
const { wallet } = createDevnetTestWallet({ manifest, firstAccount: 11, announceTarget: null })
let relay: Awaited<ReturnType<typeof startRelay>>
let phone: WalletConnectTestWallet
let profile = 0
let dappStorage = new MemoryKeyValueStorage()
let adapterStorage = createMemoryWebStorage()

beforeAll(async () => {
  relay = await startRelay()
  phone = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    wallet,
    chainIds: [31337],
    autoApprove: true,
    solanaChains: [solana.caipNetworkId],
    solanaSecretKey: account.secretKey,
  })
})
afterAll(async () => {
  await phone?.close()
  await relay?.stop()
})

const lamports = await getSolanaBalance({ rpcUrl: solana.rpcUrl, address: account.address })

runAdapterContractTests(
  () => {
    const adapter = createSolanaAdapter({ networks: [...networks], storage: adapterStorage })
    const provider = createWalletConnectProvider({
      relayUrl: relay.url,
      metadata: { name: 'solana dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      networks: [local],
      storage: dappStorage,
      storagePrefix: `contract-solana-${profile}`,
    })
    provider.on('display_uri', ((uri: string) => void phone.pair(uri)) as never)
    adapter.setWalletConnectProvider?.(provider)
    return adapter
  },
  {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    addresses: [account.address],
    networks: [...networks],
    nativeBalance: formatUnits(lamports, 9),
    async reset() {
      await phone?.disconnect()
      wallet.reset()
      profile += 1
      dappStorage = new MemoryKeyValueStorage()
      adapterStorage = createMemoryWebStorage()
    },
    rejectNextRequest: () => wallet.rejectNextRequest(),
    verifyMessage: verifySolanaMessage,
    transaction: { to: solana.accounts[6]?.address as string, value: 1_000n },
    tokenTransfer: {
      tokenAddress: usdc,
      to: encodeBase58(crypto.getRandomValues(new Uint8Array(32))),
      amount: 500_000n,
      balanceOf: (owner) =>
        getSolanaTokenBalance({ rpcUrl: solana.rpcUrl, address: owner, mint: usdc }),
    },
  },
  { name: 'Solana adapter through WalletConnect on our relay' },
)
