import { encodeBase58 } from '@openappkit/common/encoding'
import type { DevnetManifest } from '@openappkit/testing'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseAbi,
  parseEther,
  parseUnits,
  stringToBytes,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { nodeRpc } from '../node-rpc.ts'

/**
 * The accounts the screenshots show. Their own keys, outside the devnet's list: every devnet
 * account is some other journey's, whose sends would change the balances on screen. Funded here
 * without a transaction of theirs, so what they hold is the same on every run.
 */
export type VisualAccounts = {
  evm: { address: Address; privateKey: Hex }
  /** Base58 secret key of a Solana keypair holding {@link SOLANA_BALANCE} SOL. */
  solanaSecretKey: string
  /** A devnet Bitcoin account no other journey sends from or to. */
  bitcoinAccountIndex: number
}

/** ETH the EVM account holds on both devnet chains. */
export const EVM_BALANCE = '10000'
/** USDC and DAI minted to it (two Received rows in Activity). */
export const TOKEN_BALANCE = '250000'
export const SOLANA_BALANCE = 25
const BITCOIN_ACCOUNT_INDEX = 7

const ERC20 = parseAbi(['function mint(address to, uint256 amount)'])

const seed = (label: string) => keccak256(stringToBytes(`openappkit visual check: ${label}`))

async function waitForReceipt(url: string, hash: Hex): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const receipt = await nodeRpc<{ status: Hex } | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`the mint ${hash} reverted`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the mint ${hash} was not mined`)
}

/**
 * Funds the EVM account on every devnet chain: its ETH set by the node, its USDC and DAI minted
 * by a faucet address the node lets us send from (anvil's impersonation), so the account's own
 * nonce and balance are untouched.
 */
async function fundEvm(manifest: DevnetManifest, address: Address): Promise<void> {
  const faucet = `0x${seed('faucet').slice(-40)}` as Address
  const { usdc, dai } = manifest.evm.tokens
  for (const { rpcUrl } of manifest.evm.chains) {
    await nodeRpc(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther(EVM_BALANCE))])
    await nodeRpc(rpcUrl, 'anvil_setBalance', [faucet, toHex(parseEther('10'))])
    await nodeRpc(rpcUrl, 'anvil_impersonateAccount', [faucet])
    for (const token of [usdc, dai]) {
      const data = encodeFunctionData({
        abi: ERC20,
        functionName: 'mint',
        args: [address, parseUnits(TOKEN_BALANCE, token.decimals)],
      })
      const hash = await nodeRpc<Hex>(rpcUrl, 'eth_sendTransaction', [
        { from: faucet, to: token.address, data },
      ])
      await waitForReceipt(rpcUrl, hash)
    }
    await nodeRpc(rpcUrl, 'anvil_stopImpersonatingAccount', [faucet])
  }
}

/** A Solana keypair of its own, with SOL from the devnet's airdrop. */
async function fundSolana(manifest: DevnetManifest): Promise<string> {
  const keypair = Keypair.fromSeed(stringToBytes(seed('solana').slice(2, 34)))
  const connection = new Connection(manifest.solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: manifest.solana.wsUrl,
  })
  const lamports = SOLANA_BALANCE * LAMPORTS_PER_SOL
  await connection.requestAirdrop(keypair.publicKey, lamports)
  // Polled over HTTP: the airdrop's confirmation needs no subscription.
  for (let attempt = 0; (await connection.getBalance(keypair.publicKey)) < lamports; attempt++) {
    if (attempt > 200) throw new Error('the Solana airdrop did not arrive')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return encodeBase58(keypair.secretKey)
}

/** Creates and funds the accounts of the visual check (once per run: the devnet is fresh). */
export async function fundVisualAccounts(manifest: DevnetManifest): Promise<VisualAccounts> {
  const privateKey = seed('evm')
  const { address } = privateKeyToAccount(privateKey)
  const [, solanaSecretKey] = await Promise.all([fundEvm(manifest, address), fundSolana(manifest)])
  if (!manifest.bitcoin.accounts[BITCOIN_ACCOUNT_INDEX]) {
    throw new Error(`the devnet has no Bitcoin account ${BITCOIN_ACCOUNT_INDEX}`)
  }
  return {
    evm: { address, privateKey },
    solanaSecretKey,
    bitcoinAccountIndex: BITCOIN_ACCOUNT_INDEX,
  }
}
