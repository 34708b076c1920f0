import { EventEmitter } from 'node:events'
import { type Address, getAddressDecoder, getAddressEncoder } from '@solana/kit'
import { Account, Clock, LiteSvm } from 'litesvm/dist/internal.js'
import { BLOCKHASH_VALIDITY_BLOCKS } from './constants.ts'
import type { UiTokenAmount } from './token-layout.ts'
import type { WireTransaction } from './transaction-wire.ts'

/** An account as the RPC layer reads it from the SVM. */
export type LedgerAccount = {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  rentEpoch: bigint
}

/** The addresses a v0 message loads from lookup tables, writable ones first (as in the key order). */
export type LoadedAddresses = { writable: string[]; readonly: string[] }

/** A token balance entry of a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** An inner instruction as LiteSVM reports it, with indexes into the account keys. */
export type RecordedInnerInstruction = {
  programIdIndex: number
  accountIndexes: number[]
  data: Uint8Array
  stackHeight: number
}

/** What the ledger keeps of every processed (landed) transaction. */
export type TransactionRecord = {
  signature: string
  slot: bigint
  blockTime: number
  wire: Uint8Array
  transaction: WireTransaction
  loadedAddresses: LoadedAddresses
  /** Static keys then loaded ones: what balances and instruction indexes refer to. */
  accountKeys: string[]
  /** The RPC JSON form of the error, null on success. */
  err: unknown
  fee: bigint
  logs: string[]
  computeUnitsConsumed: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: RecordedInnerInstruction[][]
  returnData: { programId: string; data: Uint8Array } | null
}

type LedgerEvents = {
  slot: [slot: bigint]
  transaction: [record: TransactionRecord]
}

/** LiteSVM plus what a validator would add around it: slots, history, indexes and events. */
export type SolanaLedger = {
  readonly svm: LiteSvm
  slot: bigint
  transactionCount: bigint
  /** Numbers each faucet transfer so two identical requests still sign different transactions. */
  airdropCount: number
  readonly records: Map<string, TransactionRecord>
  /** Signatures touching each address, oldest first. */
  readonly signaturesByAddress: Map<string, string[]>
  /** Blockhashes still accepted, with the last block height each is valid for. */
  readonly recentBlockhashes: Map<string, bigint>
  readonly events: EventEmitter<LedgerEvents>
}

function unixNow(): bigint {
  return BigInt(Math.floor(Date.now() / 1000))
}

function syncClock(ledger: SolanaLedger): void {
  ledger.svm.setClock(new Clock(ledger.slot, 0n, 0n, 1n, unixNow()))
}

/**
 * A fresh SVM with the builtins, sysvars and SPL programs, at slot 1. LiteSVM alone accepts only
 * its latest blockhash; the ledger checks blockhashes itself so that, as on a real cluster, each
 * slot has a new one and older ones stay valid for 150 blocks.
 */
export function createSolanaLedger(): SolanaLedger {
  const svm = new LiteSvm()
  svm.setBlockhashCheck(false)
  const ledger: SolanaLedger = {
    svm,
    slot: 1n,
    transactionCount: 0n,
    airdropCount: 0,
    records: new Map(),
    signaturesByAddress: new Map(),
    recentBlockhashes: new Map([[svm.latestBlockhash(), 1n + BLOCKHASH_VALIDITY_BLOCKS]]),
    events: new EventEmitter<LedgerEvents>(),
  }
  // Every subscriber is one websocket subscription; there is no leak to warn about.
  ledger.events.setMaxListeners(0)
  syncClock(ledger)
  return ledger
}

/** The block height: one block per slot here. */
export function blockHeight(ledger: SolanaLedger): bigint {
  return ledger.slot
}

/** The newest blockhash with the last block height it may land in. */
export function latestBlockhash(ledger: SolanaLedger): {
  blockhash: string
  lastValidBlockHeight: bigint
} {
  const blockhash = ledger.svm.latestBlockhash()
  const lastValidBlockHeight =
    ledger.recentBlockhashes.get(blockhash) ?? ledger.slot + BLOCKHASH_VALIDITY_BLOCKS
  return { blockhash, lastValidBlockHeight }
}

/** Whether a transaction using `blockhash` may still land. */
export function isBlockhashValid(ledger: SolanaLedger, blockhash: string): boolean {
  const lastValid = ledger.recentBlockhashes.get(blockhash)
  return lastValid !== undefined && blockHeight(ledger) <= lastValid
}

/** Moves to the next slot (each landed transaction gets one of its own) with a new blockhash. */
export function advanceSlot(ledger: SolanaLedger): bigint {
  ledger.slot += 1n
  syncClock(ledger)
  ledger.svm.expireBlockhash()
  ledger.recentBlockhashes.set(
    ledger.svm.latestBlockhash(),
    ledger.slot + BLOCKHASH_VALIDITY_BLOCKS,
  )
  for (const [blockhash, lastValid] of ledger.recentBlockhashes) {
    if (lastValid < ledger.slot) ledger.recentBlockhashes.delete(blockhash)
  }
  ledger.events.emit('slot', ledger.slot)
  return ledger.slot
}

/** The 32 bytes of a base58 address, as LiteSVM's native calls take them. */
export function addressBytes(address: string): Uint8Array {
  return new Uint8Array(getAddressEncoder().encode(address as Address))
}

/** Converts LiteSVM's account object; undefined when it holds no lamports (a validator sees none). */
export function toLedgerAccount(account: Account): LedgerAccount | undefined {
  if (account.lamports() === 0n) return undefined
  return {
    lamports: account.lamports(),
    data: account.data(),
    owner: getAddressDecoder().decode(account.owner()),
    executable: account.executable(),
    rentEpoch: account.rentEpoch(),
  }
}

/** Reads an account; undefined when it does not exist. */
export function readAccount(ledger: SolanaLedger, address: string): LedgerAccount | undefined {
  const account = ledger.svm.getAccount(addressBytes(address))
  return account ? toLedgerAccount(account) : undefined
}

/** Writes an account directly: genesis state only (the faucet), never to fake a transaction. */
export function writeAccount(ledger: SolanaLedger, address: string, account: LedgerAccount): void {
  ledger.svm.setAccount(
    addressBytes(address),
    new Account(
      account.lamports,
      account.data,
      addressBytes(account.owner),
      account.executable,
      account.rentEpoch,
    ),
  )
}

/** Stores a landed transaction and indexes it by every account it names. */
export function recordTransaction(ledger: SolanaLedger, record: TransactionRecord): void {
  ledger.records.set(record.signature, record)
  ledger.transactionCount += 1n
  for (const address of new Set(record.accountKeys)) {
    const signatures = ledger.signaturesByAddress.get(address)
    if (signatures) signatures.push(record.signature)
    else ledger.signaturesByAddress.set(address, [record.signature])
  }
  ledger.events.emit('transaction', record)
}
