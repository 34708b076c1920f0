import { createSolanaAdapter } from '@openappkit/adapter-solana'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { defineLocalSolanaNetwork, solanaDevnet } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { createDevnetTestWallet, createMemoryWebStorage } from '@openappkit/testing'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { afterAll, beforeAll, inject } from 'vitest'
import { createWalletConnectProvider } from '../src/index.ts'

// The Solana adapter offers the site's WalletConnect session too: a phone wallet holding a
// funded devnet Solana key answers solana_signMessage and solana_signTransaction over our relay,
// and the adapter sends what it signed to the local cluster.

async function solanaRpc<TResult>(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: TResult }).result
}

const manifest = inject('devnetManifest')
const { solana } = manifest
const account = solana.accounts[0]
if (!account) throw new Error('the devnet has no Solana account 0')
const local = defineLocalSolanaNetwork({ rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl })
const networks = [local, solanaDevnet] as const
const usdc = solana.mints.usdc.address
// The phone's EVM side is there because the test wallet always holds one; it is not used.
const { wallet } = createDevnetTestWallet({ manifest, firstAccount: 11, announceTarget: null })
let phone: WalletConnectTestWallet
let profile = 0
let dappStorage = new MemoryKeyValueStorage()
let adapterStorage = createMemoryWebStorage()

beforeAll(async () => {
  phone = await createWalletConnectTestWallet({
    relayUrl: inject('relayUrl'),
    wallet,
    chainIds: [31337],
    autoApprove: true,
    solanaChains: [solana.caipNetworkId],
    solanaSecretKey: account.secretKey,
  })
})
afterAll(async () => {
  await phone?.close()
})

const lamports = await solanaRpc<{ value: number }>(solana.rpcUrl, 'getBalance', [
  account.address,
  { commitment: 'confirmed' },
])

runAdapterContractTests(
  () => {
    const adapter = createSolanaAdapter({ networks: [...networks], storage: adapterStorage })
    const provider = createWalletConnectProvider({
      relayUrl: inject('relayUrl'),
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
    nativeBalance: formatUnits(BigInt(lamports.value), 9),
    async reset() {
      await phone?.disconnect()
      wallet.reset()
      profile += 1
      dappStorage = new MemoryKeyValueStorage()
      adapterStorage = createMemoryWebStorage()
    },
    rejectNextRequest: () => wallet.rejectNextRequest(),
    verifyMessage: async ({ address, message, signature }) => {
      const key = await crypto.subtle.importKey('raw', decodeBase58(address), 'Ed25519', false, [
        'verify',
      ])
      const bytes = new TextEncoder().encode(message)
      return crypto.subtle.verify('Ed25519', key, decodeBase58(signature), bytes)
    },
    transaction: { to: solana.accounts[1]?.address as string, value: 1_000n },
    tokenTransfer: {
      tokenAddress: usdc,
      to: encodeBase58(crypto.getRandomValues(new Uint8Array(32))),
      amount: 500_000n,
      async balanceOf(owner) {
        const { value } = await solanaRpc<{
          value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
        }>(solana.rpcUrl, 'getTokenAccountsByOwner', [
          owner,
          { mint: usdc },
          { encoding: 'jsonParsed' },
        ])
        return value.reduce(
          (sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount),
          0n,
        )
      },
    },
  },
  { name: 'Solana adapter through WalletConnect on our relay' },
)
