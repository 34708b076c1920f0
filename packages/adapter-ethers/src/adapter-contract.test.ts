// @vitest-environment happy-dom
import { ERC20_TRANSFER_JSON_ABI } from '@openappkit/controllers'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { createDevnetWallets } from '@openappkit/testing'
import { getNodeTokenBalance } from '@openappkit/testing/node'
import { verifyMessage } from 'ethers'
import { inject } from 'vitest'
import { memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createEthersAdapter } from './create-ethers-adapter.ts'

// One journey, two wallets (ours and a forwarding extension's): accounts 0-1 and 20-21 of the
// devnet belong to this file (account 2 receives), so parallel files never race on nonces or
// balances.
const manifest = inject('devnetManifest')
const wallets = createDevnetWallets({ manifest, rdns: 'org.openappkit.ethers-contract-wallet' })
const receiver = manifest.evm.accounts[2]?.address as string
const usdc = manifest.evm.tokens.usdc.address

for (const { label, wallet, networks } of wallets) {
  const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
  const rpcUrl = networks[0].rpcUrls.default.http[0] as string
  runAdapterContractTests(
    () => createEthersAdapter({ networks: [...networks], storage: memoryStorage() }),
    {
      connectorId: wallet.info.rdns,
      addresses: [first, second],
      networks: [...networks],
      nativeBalance: await nodeBalance(rpcUrl, first),
      reset: () => wallet.reset(),
      switchAccount: (address) =>
        void wallet.switchAccount(wallet.addresses.indexOf(address as `0x${string}`)),
      rejectNextRequest: () => wallet.rejectNextRequest(),
      verifyMessage: ({ address, message, signature }) =>
        verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
      transaction: { to: receiver, value: 1n },
      tokenTransfer: {
        tokenAddress: usdc,
        abi: ERC20_TRANSFER_JSON_ABI,
        to: receiver,
        amount: 1_250_000n,
        balanceOf: (address) => getNodeTokenBalance({ rpcUrl, address, token: usdc }),
      },
    },
    { name: `ethers adapter with ${label} on the devnet` },
  )
}
