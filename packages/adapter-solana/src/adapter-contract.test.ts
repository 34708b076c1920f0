// @vitest-environment happy-dom
import { formatUnits } from '@openappkit/common/units'
import { runAdapterContractTests } from '@openappkit/controllers/test-kit'
import { verifySolanaMessage } from '@openappkit/testing/wallet-standard'
import { PublicKey } from '@solana/web3.js'
import { freshAddress, memoryStorage, solanaSetup, tokenBalanceOf } from '../test/solana-devnet.ts'
import { createSolanaAdapter } from './create-solana-adapter.ts'

// Solana accounts 0 and 1 of the devnet belong to this file; receivers are fresh addresses.
const name = 'Solana Contract Wallet'
const { testWallet, addresses, networks, connection, manifest } = await solanaSetup(0, name)
const [first] = addresses
const usdc = manifest.solana.mints.usdc.address
const lamports = await connection.getBalance(new PublicKey(first))

runAdapterContractTests(
  () => createSolanaAdapter({ networks: [...networks], storage: memoryStorage() }),
  {
    connectorId: name,
    addresses,
    networks: [...networks],
    nativeBalance: formatUnits(BigInt(lamports), 9),
    reset: () => testWallet.reset(),
    switchAccount: (address) => void testWallet.switchAccount(addresses.indexOf(address as never)),
    rejectNextRequest: () => testWallet.rejectNextRequest(),
    verifyMessage: verifySolanaMessage,
    transaction: { to: addresses[1], value: 1_000n },
    // A receiver that has no USDC account yet: the adapter creates it in the same transaction.
    tokenTransfer: {
      tokenAddress: usdc,
      to: freshAddress(),
      amount: 1_250_000n,
      balanceOf: (owner) => tokenBalanceOf(connection, owner, usdc),
    },
  },
  { name: 'Solana adapter with the Wallet Standard test wallet on the devnet' },
)
