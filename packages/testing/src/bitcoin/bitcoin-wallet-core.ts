import { TestKitError } from '../errors/test-kit-error.ts'
import {
  createWalletCore,
  type WalletCoreChange,
  type WalletCoreStorage,
} from '../wallet-core/wallet-core.ts'
import {
  type BitcoinKeyAccount,
  type BitcoinKeyAddress,
  bitcoinKeyAccount,
} from './bitcoin-keys.ts'
import {
  type BitcoinNetworkInfo,
  type BitcoinNetworkName,
  bitcoinNetwork,
} from './bitcoin-networks.ts'
import { accessDenied, invalidParams, userRejected } from './bitcoin-wallet-error.ts'
import { buildTransferPsbt, type TransferRecipient } from './build-transfer-psbt.ts'
import { createEsploraClient } from './esplora-client.ts'
import {
  type BitcoinMessageProtocol,
  type BitcoinSignedMessage,
  signBip322,
  signLegacyMessage,
} from './sign-bitcoin-message.ts'
import { extractSignedTransaction, parsePsbt, signPsbtInputs } from './sign-bitcoin-psbt.ts'

/** The part of a Web Storage (`sessionStorage`) the wallet remembers its site in. */
export type BitcoinTestWalletStorage = WalletCoreStorage

export type CreateBitcoinTestWalletParameters = {
  /** One secp256k1 private key (64 hex) per account, as the devnet manifest lists them. */
  privateKeys: readonly [string, ...string[]]
  network: BitcoinNetworkName
  /** The Esplora API `sendTransfer` and `signPsbt` with `broadcast` use (no trailing slash). */
  esploraUrl?: string | undefined
  name?: string | undefined
  /** Where the authorized site is remembered (a page's `sessionStorage`); in memory when absent. */
  storage?: BitcoinTestWalletStorage | undefined
}

/** What changed for the connected site: the faces turn it into their own events. */
export type BitcoinWalletEvent = WalletCoreChange

/** The addresses of the account the wallet exposes now. */
export type BitcoinAccountAddresses = { paymentAddress: string; ordinalAddress: string }

export type SignBitcoinMessageParameters = {
  address: string
  /** Text is signed as its UTF-8 bytes. */
  message: string | Uint8Array
  /** BIP322 by default; ECDSA is legacy signmessage (payment address only). */
  protocol?: BitcoinMessageProtocol | undefined
}

export type SignBitcoinPsbtParameters = {
  /** BIP-174, base64 or bytes. */
  psbt: string | Uint8Array
  /** Input indexes to sign, by the wallet's address that signs them. */
  signInputs: Readonly<Record<string, readonly number[]>>
  /** Finalize, extract and POST the transaction to Esplora's `/tx`. */
  broadcast?: boolean | undefined
}

/** The wallet behind both faces: keys, the authorized site, prompts and the person's choices. */
export type BitcoinWalletCore = {
  readonly name: string
  readonly network: BitcoinNetworkInfo
  /** Every key's payment and ordinal addresses, in `privateKeys` order. */
  readonly keyAccounts: readonly BitcoinKeyAccount[]
  /** The account the wallet exposes now. */
  readonly current: BitcoinKeyAccount
  readonly paymentAddress: string
  readonly ordinalAddress: string
  /** Whether the site is connected. */
  readonly authorized: boolean
  /** Every method called through either face, in order (`wallet_connect`, `bitcoin:connect`...). */
  readonly requests: readonly string[]
  /** Logs a request that needs no prompt (`getAddresses`...). */
  record(method: string): void
  /** Prompts to connect the site; resolves to the account it now exposes. */
  connect(method?: string): BitcoinKeyAccount
  /** The site disconnects itself: `disconnect` when it was connected. */
  disconnect(method?: string): void
  /** The exposed address `address`, or ACCESS_DENIED when the site may not use it. */
  exposedAddress(address: string): BitcoinKeyAddress
  signMessage(parameters: SignBitcoinMessageParameters, method?: string): BitcoinSignedMessage
  /** Signs the inputs (not finalized); with `broadcast`, also sends and returns the txid. */
  signPsbt(
    parameters: SignBitcoinPsbtParameters,
    method?: string,
  ): Promise<{ psbt: Uint8Array; txid?: string }>
  /** Pays `recipients` from the payment address's UTXOs, change back, and broadcasts. */
  sendTransfer(
    parameters: { recipients: readonly TransferRecipient[] },
    method?: string,
  ): Promise<{ txid: string }>
  /** The person will refuse the next prompt (connect, signature or transfer). */
  rejectNextRequest(): void
  /** The person picks the wallet's account `index`: `accountChange` when the site is connected. */
  switchAccount(index: number): BitcoinAccountAddresses
  /** The person disconnects the site in the wallet. */
  revoke(): void
  /** Back to a fresh install: not authorized, first account, nothing refused, no requests. */
  reset(): void
  /** Listens to what changes for the site; returns the unsubscribe function. */
  onChange(listener: (event: BitcoinWalletEvent) => void): () => void
}

/** The shared wallet core of {@link createBitcoinTestWallet}, with no face. */
export function createBitcoinWalletCore(
  parameters: CreateBitcoinTestWalletParameters,
): BitcoinWalletCore {
  const network = bitcoinNetwork(parameters.network)
  if (!network) throw new TestKitError(`Unknown Bitcoin network ${String(parameters.network)}`)
  if (parameters.privateKeys.length === 0) {
    throw new TestKitError('createBitcoinTestWallet needs at least one private key')
  }
  const keyAccounts = parameters.privateKeys.map((key) =>
    bitcoinKeyAccount(key, network.parameters),
  )
  const name = parameters.name ?? 'Bitcoin Test Wallet'
  const esplora = createEsploraClient(parameters.esploraUrl)
  const core = createWalletCore({
    accounts: keyAccounts as [BitcoinKeyAccount, ...BitcoinKeyAccount[]],
    addressOf: (account) => account.payment.address,
    rejection: userRejected,
    storage: parameters.storage,
    storageKey: `openappkit-bitcoin-test-wallet:${name}`,
  })
  const { prompt } = core
  const exposedAddress = (address: string) => {
    if (!core.authorized) throw accessDenied()
    const { payment, ordinal } = core.account
    const found = [payment, ordinal].find((item) => item.address === address)
    if (!found) throw accessDenied(`The wallet does not expose ${String(address)} to the site`)
    return found
  }

  return {
    name,
    network,
    keyAccounts,
    get current() {
      return core.account
    },
    get paymentAddress() {
      return core.account.payment.address
    },
    get ordinalAddress() {
      return core.account.ordinal.address
    },
    get authorized() {
      return core.authorized
    },
    requests: core.requests,
    record: core.record,
    connect(method = 'wallet_connect') {
      core.record(method)
      prompt()
      core.authorize()
      return core.account
    },
    disconnect(method = 'wallet_disconnect') {
      core.record(method)
      core.deauthorize()
    },
    exposedAddress,
    signMessage({ address, message, protocol = 'BIP322' }, method = 'signMessage') {
      core.record(method)
      const signer = exposedAddress(address)
      if (protocol !== 'BIP322' && protocol !== 'ECDSA') {
        throw invalidParams(`Unknown signing protocol ${String(protocol)}`)
      }
      if (typeof message !== 'string' && !(message instanceof Uint8Array)) {
        throw invalidParams('The message must be text or bytes')
      }
      prompt()
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      return protocol === 'ECDSA'
        ? signLegacyMessage(core.account, signer, bytes)
        : signBip322(signer, bytes)
    },
    async signPsbt({ psbt, signInputs, broadcast = false }, method = 'signPsbt') {
      core.record(method)
      if (!core.authorized) throw accessDenied()
      if (typeof signInputs !== 'object' || signInputs === null) {
        throw invalidParams('signInputs must map addresses to input indexes')
      }
      const toSign = Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes))
          throw invalidParams(`Input indexes of ${address} must be a list`)
        return { address: exposedAddress(address), indexes }
      })
      const parsed = parsePsbt(psbt, network.parameters)
      prompt()
      signPsbtInputs(parsed, toSign)
      if (!broadcast) return { psbt: parsed.toBuffer() }
      const { hex } = extractSignedTransaction(parsed)
      return { psbt: parsed.toBuffer(), txid: await esplora.broadcast(hex) }
    },
    async sendTransfer({ recipients }, method = 'sendTransfer') {
      core.record(method)
      if (!core.authorized) throw accessDenied()
      if (!Array.isArray(recipients)) throw invalidParams('recipients must be a list')
      prompt()
      const from = core.account.payment
      const [utxos, feeRate] = await Promise.all([
        esplora.getUtxos(from.address),
        esplora.getFeeRate(),
      ])
      const psbt = buildTransferPsbt({
        from,
        utxos,
        recipients,
        feeRate,
        network: network.parameters,
      })
      signPsbtInputs(psbt, [{ address: from, indexes: psbt.data.inputs.map((_, index) => index) }])
      return { txid: await esplora.broadcast(extractSignedTransaction(psbt).hex) }
    },
    rejectNextRequest: core.rejectNextRequest,
    switchAccount(index) {
      const next = keyAccounts[index]
      if (!next) throw invalidParams(`The wallet has no account ${String(index)}`)
      core.selectAccount(next)
      return { paymentAddress: next.payment.address, ordinalAddress: next.ordinal.address }
    },
    revoke() {
      core.deauthorize()
    },
    reset: core.reset,
    onChange: core.onChange,
  }
}
