import { pbkdf2Sync } from 'node:crypto'
import { type Address, bytesToHex, type Hex } from 'viem'
import { HDKey, privateKeyToAddress } from 'viem/accounts'
import { DevnetError } from '../errors.ts'
import { DEVNET_MNEMONIC, EVM_ACCOUNT_COUNT } from './constants.ts'

/** A funded EVM test key. For tests and local tooling only. */
export type EvmTestAccount = { address: Address; privateKey: Hex }

/** Derives the funded accounts from the mnemonic along m/44'/60'/0'/0/i, like anvil does. */
export function deriveEvmAccounts(
  mnemonic: string = DEVNET_MNEMONIC,
  count: number = EVM_ACCOUNT_COUNT,
): EvmTestAccount[] {
  // BIP-39 seed with node's native PBKDF2: the pure-JS one costs ~100 ms per call.
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!key) throw new DevnetError(`Cannot derive EVM account ${index}`)
    const privateKey = bytesToHex(key)
    return { address: privateKeyToAddress(privateKey), privateKey }
  })
}

/** One key of the mnemonic at m/44'/60'/0'/0/index (e.g. the bundler's, past the funded ones). */
export function deriveEvmAccount(mnemonic: string, index: number): EvmTestAccount {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const key = HDKey.fromMasterSeed(seed).derive(`m/44'/60'/0'/0/${index}`).privateKey
  if (!key) throw new DevnetError(`Cannot derive EVM account ${index}`)
  const privateKey = bytesToHex(key)
  return { address: privateKeyToAddress(privateKey), privateKey }
}
