import { crypto, networks, Psbt, payments, script, type Transaction } from 'bitcoinjs-lib'
import { addressUtxos } from './address-history.ts'
import type { BitcoinChain } from './chain.ts'
import { ecc } from './ecc.ts'
import type { BitcoinKey } from './keys.ts'
import { createEcdsaSigner, createTaprootKeySigner } from './signer.ts'

// Shared by the Bitcoin tests only: building spends the way a wallet does (bitcoinjs's Psbt) and
// talking to the Esplora API over real HTTP.

/** A coin to spend and the fixture key that owns it. */
export type SpendInput = {
  txid: string
  vout: number
  value: bigint
  key: BitcoinKey
  /** Which of the key's two addresses holds the coin. */
  from: 'payment' | 'ordinal'
}

/** A payment to an address or a raw script. */
export type SpendOutput = { address: string; value: bigint } | { script: Uint8Array; value: bigint }

/** Transaction fields {@link signSpend} leaves at their defaults unless asked. */
export type SpendOptions = { sighashType?: number; locktime?: number; sequence?: number }

/**
 * Builds, signs (ECDSA for payment coins, BIP-86 Schnorr for ordinal coins) and finalizes a
 * transaction with bitcoinjs's Psbt. Psbt's own fee checks are skipped, so the devnet's refusals
 * are what the tests see.
 */
export function signSpend(
  inputs: readonly SpendInput[],
  outputs: readonly SpendOutput[],
  { sighashType, locktime, sequence }: SpendOptions = {},
): Transaction {
  const psbt = new Psbt({ network: networks.regtest })
  psbt.setVersion(2)
  if (locktime !== undefined) psbt.setLocktime(locktime)
  for (const input of inputs) {
    const ordinal = input.from === 'ordinal'
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      witnessUtxo: {
        script: ordinal ? input.key.ordinal.script : input.key.payment.script,
        value: input.value,
      },
      ...(ordinal ? { tapInternalKey: input.key.ordinal.internalKey } : {}),
      ...(sighashType === undefined ? {} : { sighashType }),
      ...(sequence === undefined ? {} : { sequence }),
    })
  }
  for (const output of outputs) psbt.addOutput(output)
  inputs.forEach((input, index) => {
    const signer =
      input.from === 'ordinal'
        ? createTaprootKeySigner(input.key.privateKey)
        : createEcdsaSigner(input.key.privateKey)
    psbt.signInput(index, signer, sighashType === undefined ? undefined : [sighashType])
  })
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}

/** A DER signature + SIGHASH_ALL by `privateKey` over input `index`'s BIP-143 sighash. */
export function signP2wpkhInput(
  tx: Transaction,
  index: number,
  owner: BitcoinKey,
  value: bigint,
  privateKey: Uint8Array,
): Uint8Array {
  const scriptCode = payments.p2pkh({ hash: crypto.hash160(owner.publicKey) }).output
  if (!scriptCode) throw new TypeError('no script code')
  const hash = tx.hashForWitnessV0(index, scriptCode, value, 1)
  return script.signature.encode(ecc.sign(hash, privateKey), 1)
}

/** The confirmed and unconfirmed unspent coins of an address, as {@link SpendInput}s. */
export function coinsOf(
  chain: BitcoinChain,
  key: BitcoinKey,
  from: 'payment' | 'ordinal' = 'payment',
): SpendInput[] {
  const address = from === 'payment' ? key.payment.address : key.ordinal.address
  return addressUtxos(chain, address).map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(utxo.value),
    key,
    from,
  }))
}

/** One answer of the API: status, body and the headers the tests look at. */
export type EsploraAnswer = {
  status: number
  text: string
  contentType: string | null
  allowOrigin: string | null
}

/** A small Esplora client over real HTTP (what the adapter and the lab page do). */
export function esploraClient(baseUrl: string) {
  const request = async (path: string, init?: RequestInit): Promise<EsploraAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, init)
    return {
      status: response.status,
      text: await response.text(),
      contentType: response.headers.get('content-type'),
      allowOrigin: response.headers.get('access-control-allow-origin'),
    }
  }
  return {
    get: (path: string) => request(path),
    getJson: async <T = unknown>(path: string): Promise<T> => {
      const { status, text } = await request(path)
      if (status !== 200) throw new TypeError(`GET ${path} answered ${status}: ${text}`)
      return JSON.parse(text) as T
    },
    broadcast: (tx: Transaction | string) =>
      request('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: typeof tx === 'string' ? tx : tx.toHex(),
      }),
    mine: (blocks?: number) =>
      request('/regtest/mine', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: blocks === undefined ? '' : JSON.stringify({ blocks }),
      }),
  }
}
