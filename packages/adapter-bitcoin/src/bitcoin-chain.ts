import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { FetchLike } from '@openappkit/controllers'
import { address as bitcoinAddress } from 'bitcoinjs-lib'
import { createEsploraClient, type EsploraClient } from './esplora/esplora-client.ts'
import { bitcoinNetworkName, esploraUrlOf } from './networks/bitcoin-networks.ts'
import { bitcoinjsNetwork } from './networks/bitcoinjs-network.ts'
import {
  buildTransferPsbt,
  finalizeSignedPsbt,
  paymentAddressType,
} from './transactions/build-transfer-psbt.ts'
import { selectUtxos } from './transactions/select-utxos.ts'
import type { BitcoinAccount, BitcoinWallet } from './wallets/bitcoin-wallet.ts'

/** Parameters of {@link createBitcoinChain}. */
export type CreateBitcoinChainParameters = {
  esploraUrls?: Readonly<Record<string, string>> | undefined
  fetch?: FetchLike | undefined
}

/** A transfer from the payment account. */
export type BitcoinTransferParameters = {
  wallet: BitcoinWallet
  from: BitcoinAccount
  to: string
  amount: bigint
  network: CaipNetwork
}

const POLL_INTERVAL_MS = 2_000
const WAIT_LIMIT_MS = 30 * 60_000

/** What {@link createBitcoinChain} returns. */
export type BitcoinChain = ReturnType<typeof createBitcoinChain>

/** The chain side of the adapter: balances, sends and confirmations through a network's Esplora API. */
export function createBitcoinChain(parameters: CreateBitcoinChainParameters) {
  const fetchFn = parameters.fetch ?? ((url, init) => globalThis.fetch(url, init as RequestInit))
  const clients = new Map<string, EsploraClient>()
  const esploraOf = (network: CaipNetwork): EsploraClient => {
    const url = esploraUrlOf(network, parameters.esploraUrls)
    if (!url)
      throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: network.caipNetworkId } })
    const client = clients.get(url) ?? createEsploraClient(url, fetchFn)
    clients.set(url, client)
    return client
  }
  const libraryNetwork = (network: CaipNetwork) => {
    const name = bitcoinNetworkName(network)
    if (!name) throw new AppKitError('UNSUPPORTED_CHAIN')
    return bitcoinjsNetwork(name)
  }
  const broadcastSigned = (signed: string, network: CaipNetwork) =>
    esploraOf(network).broadcast(finalizeSignedPsbt(signed, libraryNetwork(network)))

  return {
    /** Throws when `address` is not an address of `network` (the wallet is on another one). */
    assertOnNetwork(address: string, network: CaipNetwork): void {
      try {
        bitcoinAddress.toOutputScript(address, libraryNetwork(network))
      } catch {
        throw new AppKitError('BITCOIN_NETWORK_UNSUPPORTED', { params: { network: network.name } })
      }
    },
    /** Confirmed plus unconfirmed sats of an address. */
    async balanceOf(address: string, network: CaipNetwork): Promise<bigint> {
      const { confirmed, unconfirmed } = await esploraOf(network).getBalance(address)
      return confirmed + unconfirmed
    },
    broadcastSigned,
    /** Builds the PSBT from the payment account's UTXOs, has the wallet sign it, broadcasts it. */
    async transfer({
      wallet,
      from,
      to,
      amount,
      network,
    }: BitcoinTransferParameters): Promise<string> {
      const bitcoinNetwork = libraryNetwork(network)
      try {
        bitcoinAddress.toOutputScript(to, bitcoinNetwork)
      } catch {
        throw new AppKitError('INVALID_ADDRESS', { params: { address: to } })
      }
      const esplora = esploraOf(network)
      const [utxos, feeRate] = await Promise.all([
        esplora.getUtxos(from.address),
        esplora.getFeeRate(),
      ])
      const { inputs, change } = selectUtxos({
        utxos,
        amount,
        feeRate,
        addressType: paymentAddressType(from, bitcoinNetwork),
      })
      const psbt = buildTransferPsbt({ from, to, amount, inputs, change, network: bitcoinNetwork })
      const signed = await wallet.signPsbt(psbt.toBase64(), {
        [from.address]: inputs.map((_, index) => index),
      })
      return broadcastSigned(signed, network)
    },
    /** Resolves `success` once the transaction is in a block. */
    async waitForTransaction(txid: string, network: CaipNetwork): Promise<'success'> {
      const deadline = Date.now() + WAIT_LIMIT_MS
      const esplora = esploraOf(network)
      for (;;) {
        const status = await esplora.getTransactionStatus(txid)
        if (status?.confirmed) return 'success'
        if (Date.now() > deadline)
          throw new AppKitError('UNKNOWN_TRANSACTION', { params: { hash: txid } })
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
      }
    },
  }
}
