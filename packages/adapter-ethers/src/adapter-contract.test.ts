// @vitest-environment happy-dom
import { ERC20_TRANSFER_JSON_ABI } from '@openappkit/controllers'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { getNodeTokenBalance } from '@openappkit/testing/node'
import { verifyMessage } from 'ethers'
import { devnetSetup, memoryStorage, nodeBalance } from '../test/devnet-wallet.ts'
import { createEthersAdapter } from './create-ethers-adapter.ts'

// Accounts 0 and 1 of the devnet belong to this file (account 2 receives), so parallel files
// never race on nonces or balances.
const { wallet, networks, manifest } = devnetSetup(0, 'org.openappkit.ethers-contract-wallet')
const [first, second] = wallet.addresses as [`0x${string}`, `0x${string}`]
const receiver = manifest.evm.accounts[2]?.address
const rpcUrl = networks[0].rpcUrls.default.http[0] as string

runAdapterContractTests(
  () => createEthersAdapter({ networks: [...networks], storage: memoryStorage() }),
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
      verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
    transaction: { to: receiver as string, value: 1n },
    tokenTransfer: {
      tokenAddress: manifest.evm.tokens.usdc.address,
      abi: ERC20_TRANSFER_JSON_ABI,
      to: receiver as string,
      amount: 1_250_000n,
      balanceOf: (address) =>
        getNodeTokenBalance({ rpcUrl, address, token: manifest.evm.tokens.usdc.address }),
    },
  },
  { name: 'ethers adapter with the test wallet on the devnet' },
)
