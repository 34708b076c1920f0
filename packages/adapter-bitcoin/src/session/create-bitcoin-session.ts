import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  type AdapterEmitter,
  type AdapterSessionMembers,
  createAdapterSession,
  createSelectedNetwork,
  type KeyValueStorage,
  selectedNetworkConnection,
} from '@openappkit/controllers'
import type { LazyBitcoinChain } from '../lazy-bitcoin-chain.ts'
import { createBitcoinProvider } from '../provider/bitcoin-provider.ts'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoin-wallet.ts'

export type CreateBitcoinSessionParameters = {
  emitter: AdapterEmitter
  networks(): readonly CaipNetwork[]
  walletOf(id: string): BitcoinWallet
  /** The chain code (bitcoinjs-lib, Esplora), loaded apart: it is the larger download. */
  chain: LazyBitcoinChain
  storage?: KeyValueStorage | undefined
}

/** What the Bitcoin adapter does once a wallet is in play, loaded on the first call that needs it. */
export type BitcoinSession = AdapterSessionMembers & {
  /** The network requests go to (the selected one, else the adapter's first). */
  activeNetwork(): CaipNetwork
}

const toAdapterAccounts = (accounts: readonly BitcoinAccount[]) =>
  accounts.map(({ address, purpose, publicKey, path }) => ({
    address,
    type: purpose,
    publicKey,
    path,
  }))

/**
 * The connected side of the Bitcoin adapter: payment (index 0) and ordinal (index 1) accounts,
 * balances and sends through the Esplora API, PSBTs built here and signed by the wallet.
 */
export function createBitcoinSession(parameters: CreateBitcoinSessionParameters): BitcoinSession {
  const { emitter, walletOf, chain } = parameters
  const core = createAdapterSession<BitcoinWallet, { accounts: BitcoinAccount[] }>({
    name: 'bitcoin',
    emitter,
    networks: parameters.networks,
    storage: parameters.storage,
  })
  const { wrap } = core
  const selection = createSelectedNetwork(core)
  const activeNetwork = selection.active
  const requireSession = () => core.require()
  const payment = () => {
    const found = requireSession().accounts.find((account) => account.purpose === 'payment')
    if (!found) throw new AppKitError('NO_ACCOUNT_RETURNED')
    return found
  }
  const transfer = async (to: string, amount: bigint) => {
    const { wallet } = requireSession()
    return (await chain()).transfer({
      wallet,
      from: payment(),
      to,
      amount,
      network: activeNetwork(),
    })
  }
  const open = async (
    id: string,
    wallet: BitcoinWallet,
    accounts: readonly BitcoinAccount[],
  ): Promise<AdapterConnectReturnType> => {
    const [first] = accounts
    if (!first) throw new AppKitError('NO_ACCOUNT_RETURNED')
    const network = activeNetwork()
    const bitcoinChain = await chain()
    bitcoinChain.assertOnNetwork(first.address, network)
    await core.open({
      id,
      wallet,
      state: { accounts: [...accounts] },
      watch: () =>
        wallet.onChange(() => {
          void wallet.connect(true).then((next) => {
            const session = core.current()
            if (session?.wallet !== wallet) return
            const [nextFirst] = next
            if (!nextFirst) return core.end()
            const changed = nextFirst.address !== session.accounts[0]?.address
            session.accounts = next
            if (changed)
              emitter.emit('accountChanged', {
                address: nextFirst.address,
                chainId: activeNetwork().id,
                connectorId: wallet.id,
              })
          }, core.end)
        }),
    })
    return {
      id: wallet.id,
      type: wallet.id === WALLET_CONNECT_CONNECTOR_ID ? 'WALLET_CONNECT' : 'ANNOUNCED',
      address: first.address,
      chainId: network.id,
      accounts: toAdapterAccounts(accounts),
      provider: createBitcoinProvider({
        wallet,
        accounts: () => requireSession().accounts,
        broadcastSigned: (signed) => bitcoinChain.broadcastSigned(signed, activeNetwork()),
        transfer,
      }),
    }
  }

  return {
    ...selectedNetworkConnection(core, selection, { walletOf, open }),
    activeNetwork,
    getAccounts: async ({ id }) => {
      const session = core.current()
      return {
        accounts: toAdapterAccounts(
          session?.wallet.id === id ? session.accounts : await walletOf(id).connect(true),
        ),
      }
    },
    getBalance: ({ address, caipNetwork }) =>
      wrap(async () => {
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return {
          balance: formatUnits(await (await chain()).balanceOf(address, caipNetwork), decimals),
          symbol,
        }
      }),
    signMessage: ({ message, address }) =>
      wrap(async () => ({
        signature: await requireSession().wallet.signMessage(address, message),
      })),
    sendTransaction: ({ to, value }) =>
      wrap(async () => ({ hash: await transfer(to, value ?? 0n) })),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => ({
        status: await (await chain()).waitForTransaction(hash, caipNetwork ?? activeNetwork()),
      })),
    destroy: core.destroy,
  }
}
