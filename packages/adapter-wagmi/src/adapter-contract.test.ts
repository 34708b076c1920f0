// @vitest-environment happy-dom
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { createDevnetWallets } from '@openappkit/testing'
import { verifyMessage } from 'viem'
import { inject } from 'vitest'
import { memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createWagmiAdapter } from './create-wagmi-adapter.ts'

// One journey, two wallets (ours and a forwarding extension's): accounts 0-1 and 20-21 of the
// devnet belong to this file (account 2 receives), so parallel files never race on nonces or
// balances.
const manifest = inject('devnetManifest')
const wallets = createDevnetWallets({ manifest, rdns: 'org.openappkit.contract-wallet' })
const receiver = manifest.evm.accounts[2]?.address as string

for (const { label, wallet, networks } of wallets) {
  const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
  runAdapterContractTests(
    () => createWagmiAdapter({ networks: [...networks], storage: memoryStorage() }),
    {
      connectorId: wallet.info.rdns,
      addresses: [first, second],
      networks: [...networks],
      nativeBalance: await nodeBalance(networks[0].rpcUrls.default.http[0] as string, first),
      reset: () => wallet.reset(),
      switchAccount: (address) =>
        void wallet.switchAccount(wallet.addresses.indexOf(address as `0x${string}`)),
      rejectNextRequest: () => wallet.rejectNextRequest(),
      verifyMessage: ({ address, message, signature }) =>
        verifyMessage({
          address: address as `0x${string}`,
          message,
          signature: signature as `0x${string}`,
        }),
      transaction: { to: receiver, value: 1n },
    },
    { name: `wagmi adapter with ${label} on the devnet` },
  )
}
