import { verifyBip322P2wpkh, verifySolanaSignature } from '@openappkit/testing/node'
import type { ExampleChain } from './example-apps.ts'
import type { ExampleDevnetManifest, ExampleModules, Page } from './example-modules.ts'

/** The test wallet a journey injects into an example's page, and the chain's oracles. */
export type ExampleWallet = {
  /** Its name in the modal's wallet list. */
  name: string
  /** The account the example should show once connected. */
  address: string
  /**
   * Injects the wallet before the page's scripts run; resolves to a reader of what it asked the
   * person so far (connects, signatures, sends), in order.
   */
  inject(page: Page): Promise<() => Promise<string[]>>
  /** The request that asks the person to connect, among what the wallet was asked. */
  connectRequest: RegExp
  /** The account's balance as the node holds it, in the chain's smallest unit. */
  balanceOnNode(): Promise<bigint>
  verify(message: string, signature: string): Promise<boolean>
}

export type ExampleWalletParameters = {
  chain: ExampleChain
  devnet: ExampleDevnetManifest
  /** What the example installed from the registry: the wallets are its `@openappkit/testing`'s. */
  modules: ExampleModules
  /** Which funded account of the chain: one per example, so balances and signatures stay apart. */
  accountIndex: number
}

const WALLET_NAME = 'Example Test Wallet'
// The Wallet Standard and sats-connect wallets log every call: those that would show a prompt.
const NON_EVM_PROMPT = /connect|sign|send|getAccounts/i

/** The wallet and oracles of one example's chain: EIP-6963, Wallet Standard or sats-connect. */
export function exampleWallet(parameters: ExampleWalletParameters): ExampleWallet {
  const { chain, devnet, modules, accountIndex } = parameters
  const { testing } = modules
  const missing = (): never => {
    throw new TypeError(`the devnet has no ${chain} account ${accountIndex}`)
  }
  if (chain === 'evm') {
    const account = devnet.evm.accounts[accountIndex] ?? missing()
    const [first] = devnet.evm.chains
    if (!first) throw new TypeError('the devnet has no EVM chain')
    return {
      name: WALLET_NAME,
      address: account.address,
      async inject(page) {
        await testing.injectTestWallet(page, {
          privateKey: account.privateKey,
          rpcUrls: Object.fromEntries(devnet.evm.chains.map((c) => [c.chainId, c.rpcUrl])),
          chainId: first.chainId,
          name: WALLET_NAME,
          rdns: 'org.openappkit.example-test-wallet',
        })
        await testing.countWalletPrompts(page)
        return () => testing.walletPrompts(page)
      },
      connectRequest: /^(eth_requestAccounts|wallet_requestPermissions)$/,
      balanceOnNode: () =>
        testing.getNodeBalance({ rpcUrl: first.rpcUrl, address: account.address }),
      verify: (message, signature) =>
        modules.viem.verifyMessage({
          address: account.address,
          message,
          signature: signature as `0x${string}`,
        }),
    }
  }
  if (chain === 'solana') {
    const { solana } = devnet
    const account = solana.accounts[accountIndex] ?? missing()
    return {
      name: WALLET_NAME,
      address: account.address,
      async inject(page) {
        const wallet = await testing.injectSolanaTestWallet(page, {
          secretKeys: [account.secretKey],
          rpcUrl: solana.rpcUrl,
          chains: [solana.caipNetworkId],
          name: WALLET_NAME,
        })
        return async () =>
          (await wallet.getState()).requests.filter((method) => NON_EVM_PROMPT.test(method))
      },
      connectRequest: /^standard:connect$/,
      balanceOnNode: () =>
        testing.getSolanaBalance({ rpcUrl: solana.rpcUrl, address: account.address }),
      verify: (message, signature) => verifySolanaSignature(account.address, message, signature),
    }
  }
  const { bitcoin } = devnet
  const account = bitcoin.accounts[accountIndex] ?? missing()
  return {
    name: WALLET_NAME,
    address: account.payment.address,
    async inject(page) {
      const wallet = await testing.injectBitcoinTestWallet(page, {
        privateKeys: [account.privateKey],
        network: 'regtest',
        esploraUrl: bitcoin.esploraUrl,
        name: WALLET_NAME,
      })
      return async () =>
        (await wallet.getState()).requests.filter((method) => NON_EVM_PROMPT.test(method))
    },
    connectRequest: /^(wallet_connect|bitcoin:connect|getAccounts)$/,
    balanceOnNode: () =>
      modules.testingBitcoin.esploraBalance(bitcoin.esploraUrl, account.payment.address),
    verify: async (message, signature) =>
      verifyBip322P2wpkh(account.payment.publicKey, message, signature),
  }
}
