import type { DevnetManifest } from '@openappkit/testing'
import { esploraBalance } from '@openappkit/testing/bitcoin'
import {
  getSolanaBalance,
  injectBitcoinTestWallet,
  injectSolanaTestWallet,
  verifyBip322P2wpkh,
  verifySolanaSignature,
} from '@openappkit/testing/node'
import { Keypair } from '@solana/web3.js'
import type { Page } from 'playwright-core'

/** What the non-EVM journey needs to know of one app: its wallet, network and oracles. */
export type NonEvmApp = {
  /** The wallet's name in the modal. */
  walletName: string
  /** The account the wallet signs with, as the app shows it. */
  address: string
  receiver: string
  /** What the app sends, in the chain's smallest unit. */
  amount: bigint
  /** The page address's query: the network's endpoints and the receiver. */
  query: Record<string, string>
  /** Injects the wallet into the page; resolves to the methods the page asked of it so far. */
  injectWallet(page: Page): Promise<() => Promise<string[]>>
  /** The connect request among the wallet's methods. */
  connectRequest: RegExp
  balanceOnNode(address: string): Promise<bigint>
  verify(message: string, signature: string): Promise<boolean>
}

const SOLANA_WALLET = 'Compat Solana Wallet'
const BITCOIN_WALLET = 'Compat Bitcoin Wallet'

/** The Solana app: the devnet's cluster, one of its funded accounts, a fresh receiver. */
export function solanaApp({ solana }: DevnetManifest, accountIndex: number): NonEvmApp {
  const account = solana.accounts[accountIndex]
  if (!account) throw new TypeError(`the devnet has no Solana account ${accountIndex}`)
  const receiver = Keypair.generate().publicKey.toBase58()
  return {
    walletName: SOLANA_WALLET,
    address: account.address,
    receiver,
    amount: 10_000_000n,
    query: { rpc: solana.rpcUrl, ws: solana.wsUrl, to: receiver },
    async injectWallet(page) {
      const wallet = await injectSolanaTestWallet(page, {
        secretKeys: [account.secretKey],
        rpcUrl: solana.rpcUrl,
        chains: [solana.caipNetworkId as `solana:${string}`],
        name: SOLANA_WALLET,
      })
      return async () => (await wallet.getState()).requests
    },
    connectRequest: /^standard:connect$/,
    balanceOnNode: (address) => getSolanaBalance({ rpcUrl: solana.rpcUrl, address }),
    verify: (message, signature) => verifySolanaSignature(account.address, message, signature),
  }
}

/** The Bitcoin app: the devnet's regtest, one funded account paying another. */
export function bitcoinApp({ bitcoin }: DevnetManifest, accountIndex: number): NonEvmApp {
  const account = bitcoin.accounts[accountIndex]
  const receiver = bitcoin.accounts[accountIndex + 1]?.payment.address
  if (!account || !receiver) throw new TypeError(`the devnet lacks Bitcoin account ${accountIndex}`)
  return {
    walletName: BITCOIN_WALLET,
    address: account.payment.address,
    receiver,
    amount: 100_000n,
    query: { esplora: bitcoin.esploraUrl, to: receiver },
    async injectWallet(page) {
      const wallet = await injectBitcoinTestWallet(page, {
        privateKeys: [account.privateKey],
        network: 'regtest',
        esploraUrl: bitcoin.esploraUrl,
        name: BITCOIN_WALLET,
      })
      return async () => (await wallet.getState()).requests
    },
    connectRequest: /^(wallet_connect|bitcoin:connect|getAccounts)$/,
    balanceOnNode: (address) => esploraBalance(bitcoin.esploraUrl, address),
    verify: async (message, signature) =>
      verifyBip322P2wpkh(account.payment.publicKey, message, signature),
  }
}
