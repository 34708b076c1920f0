import { createEthersAdapter } from '@openappkit/adapter-ethers'
import { createEthers5Adapter } from '@openappkit/adapter-ethers5'
import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import type { ChainAdapter, KeyValueStorage } from '@openappkit/controllers'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { createDevnetTestWallet } from '@openappkit/testing'
import { getNodeBalance } from '@openappkit/testing/node'
import {
  createWalletConnectTestWallet,
  MemoryKeyValueStorage,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, inject } from 'vitest'
import { createWalletConnectProvider } from '../src/index.ts'

// Every EVM adapter offers the site's WalletConnect connection as a connector; through it, the
// adapter must keep the whole contract, with a phone wallet answering over our relay.

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

type AdapterFactory = (
  networks: ReturnType<typeof createDevnetTestWallet>['networks'],
  storage: KeyValueStorage,
) => ChainAdapter

const ADAPTERS: Array<{ name: string; firstAccount: number; create: AdapterFactory }> = [
  {
    name: 'ethers',
    firstAccount: 5,
    create: (networks, storage) =>
      createEthersAdapter({ networks: [...networks], storage, enableEIP6963: false }),
  },
  {
    name: 'ethers5',
    firstAccount: 10,
    create: (networks, storage) =>
      createEthers5Adapter({ networks: [...networks], storage, enableEIP6963: false }),
  },
  {
    name: 'wagmi',
    firstAccount: 7,
    create: (networks, storage) =>
      createWagmiAdapter({ networks: [...networks], storage, enableEIP6963: false }),
  },
]

for (const { name, firstAccount, create } of ADAPTERS) {
  const manifest = inject('devnetManifest')
  const { wallet, networks } = createDevnetTestWallet({
    manifest,
    firstAccount,
    announceTarget: null,
  })
  const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
  let phone: WalletConnectTestWallet
  // One "browser profile" per check: the adapter's and the WalletConnect client's storage.
  let profile = 0
  let dappStorage = new MemoryKeyValueStorage()
  let adapterStorage = memoryStorage()

  beforeAll(async () => {
    phone = await createWalletConnectTestWallet({
      relayUrl: inject('relayUrl'),
      wallet,
      chainIds: networks.map((network) => Number(network.id)),
      autoApprove: true,
    })
  })
  afterAll(async () => {
    await phone?.close()
  })

  runAdapterContractTests(
    () => {
      const adapter = create(networks, adapterStorage)
      const provider = createWalletConnectProvider({
        relayUrl: inject('relayUrl'),
        metadata: { name: `${name} dapp`, description: '', url: 'http://127.0.0.1', icons: [] },
        networks: [...networks],
        storage: dappStorage,
        storagePrefix: `contract-${name}-${profile}`,
      })
      // The phone's camera: whatever QR the dapp shows is scanned.
      provider.on('display_uri', ((uri: string) => void phone.pair(uri)) as never)
      adapter.setWalletConnectProvider?.(provider)
      return adapter
    },
    {
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      addresses: [first, second],
      networks: [...networks],
      nativeBalance: formatEther(
        await getNodeBalance({
          rpcUrl: networks[0].rpcUrls.default.http[0] as string,
          address: first,
        }),
      ),
      async reset() {
        await phone?.disconnect()
        wallet.reset()
        profile += 1
        dappStorage = new MemoryKeyValueStorage()
        adapterStorage = memoryStorage()
      },
      switchAccount: (address) =>
        phone
          .switchAccount(wallet.addresses.indexOf(address as `0x${string}`))
          .then(() => undefined),
      rejectNextRequest: () => wallet.rejectNextRequest(),
      verifyMessage: ({ address, message, signature }) =>
        verifyMessage({
          address: address as `0x${string}`,
          message,
          signature: signature as `0x${string}`,
        }),
      transaction: { to: manifest.evm.accounts[9]?.address as string, value: 1n },
    },
    { name: `${name} adapter through WalletConnect on our relay` },
  )
}
