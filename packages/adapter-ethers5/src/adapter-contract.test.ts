// @vitest-environment happy-dom
import { formatUnits } from '@openappkit/common/units'
import { ERC20_TRANSFER_JSON_ABI } from '@openappkit/controllers'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { createDevnetWallets, createMemoryWebStorage } from '@openappkit/testing'
import { getNodeBalance, getNodeTokenBalance } from '@openappkit/testing/node'
import { utils } from 'ethers'
import { inject } from 'vitest'
import { createEthers5Adapter } from './create-ethers5-adapter.ts'

// One journey, two wallets: ours, and one that forwards what it does not answer to the node as
// most extensions do. Accounts 0-1 are the test wallet's, 20-21 the other's; account 2 receives.
const manifest = inject('devnetManifest')
const wallets = createDevnetWallets({ manifest, rdns: 'org.openappkit.ethers5-contract-wallet' })
const receiver = manifest.evm.accounts[2]?.address as string
const usdc = manifest.evm.tokens.usdc.address

for (const { label, wallet, networks } of wallets) {
  const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
  const rpcUrl = networks[0].rpcUrls.default.http[0] as string
  runAdapterContractTests(
    () => createEthers5Adapter({ networks: [...networks], storage: createMemoryWebStorage() }),
    {
      connectorId: wallet.info.rdns,
      addresses: [first, second],
      networks: [...networks],
      nativeBalance: formatUnits(await getNodeBalance({ rpcUrl, address: first }), 18),
      reset: () => wallet.reset(),
      switchAccount: (address) =>
        void wallet.switchAccount(wallet.addresses.indexOf(address as `0x${string}`)),
      rejectNextRequest: () => wallet.rejectNextRequest(),
      verifyMessage: ({ address, message, signature }) =>
        utils.verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
      transaction: { to: receiver, value: 1n },
      tokenTransfer: {
        tokenAddress: usdc,
        abi: ERC20_TRANSFER_JSON_ABI,
        to: receiver,
        amount: 1_250_000n,
        balanceOf: (address) => getNodeTokenBalance({ rpcUrl, address, token: usdc }),
      },
    },
    { name: `ethers5 adapter with ${label} on the devnet` },
  )
}
