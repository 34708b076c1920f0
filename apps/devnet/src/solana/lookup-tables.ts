import { getAddressDecoder } from '@solana/kit'
import { type LoadedAddresses, readAccount, type SolanaLedger } from './ledger.ts'
import type { WireMessage } from './transaction-wire.ts'

/** Size of an address lookup table's header before its list of addresses. */
const LOOKUP_TABLE_META_SIZE = 56
const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'

function readTable(ledger: SolanaLedger, tableAddress: string): string[] {
  const account = readAccount(ledger, tableAddress)
  if (!account || account.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) return []
  const decoder = getAddressDecoder()
  const addresses: string[] = []
  for (let offset = LOOKUP_TABLE_META_SIZE; offset + 32 <= account.data.length; offset += 32) {
    addresses.push(decoder.decode(account.data.subarray(offset, offset + 32)))
  }
  return addresses
}

/** Resolves a message's lookups against the current state; unknown entries are skipped. */
export function resolveLoadedAddresses(
  ledger: SolanaLedger,
  message: WireMessage,
): LoadedAddresses {
  const loaded: LoadedAddresses = { writable: [], readonly: [] }
  for (const lookup of message.addressTableLookups) {
    const table = readTable(ledger, lookup.accountKey)
    const pick = (indexes: number[]) =>
      indexes.flatMap((index) => (table[index] === undefined ? [] : [table[index]]))
    loaded.writable.push(...pick(lookup.writableIndexes))
    loaded.readonly.push(...pick(lookup.readonlyIndexes))
  }
  return loaded
}

/** Every account key of a message in runtime order: static, then loaded writable, then loaded readonly. */
export function allAccountKeys(message: WireMessage, loaded: LoadedAddresses): string[] {
  return [...message.staticAccountKeys, ...loaded.writable, ...loaded.readonly]
}
