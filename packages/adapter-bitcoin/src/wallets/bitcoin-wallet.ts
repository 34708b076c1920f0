/**
 * What an account is for (docs/project/behaviour.md §3): payments (index 0) or ordinals and
 * inscriptions (index 1).
 */
export type BitcoinAccountPurpose = 'payment' | 'ordinal'

/** One address a Bitcoin wallet exposes. */
export type BitcoinAccount = {
  address: string
  /** Hex: compressed key for segwit v0, x-only for taproot (as the wallet gives it). */
  publicKey: string
  purpose: BitcoinAccountPurpose
  /** The derivation path (`m/84'/0'/0'/0/0`), when the wallet tells it. */
  path?: string | undefined
}

/** A recipient of a transfer, the amount in sats. */
export type BitcoinRecipient = { address: string; amount: bigint }

/**
 * A Bitcoin wallet seen through the calls the adapter makes, whichever protocol it speaks
 * (sats-connect's `request()` or the Bitcoin Wallet Standard).
 */
export type BitcoinWallet = {
  /** Connector id. */
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  /** Asks for the accounts; `silent` never prompts and returns none unless already authorized. */
  connect(silent: boolean): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** BIP-322 (segwit, taproot) or legacy (P2PKH) signature, base64. */
  signMessage(address: string, message: string): Promise<string>
  /** Signs the given inputs of a PSBT (base64) with the addresses' keys; not finalized. */
  signPsbt(psbt: string, signInputs: Record<string, number[]>): Promise<string>
  /** Calls `listener` after the wallet reports other accounts, or none (disconnected). */
  onChange(listener: () => void): () => void
}

const TAPROOT_PREFIX = /^(bc|tb|bcrt)1p/i

/** The purpose an address has when a wallet does not say: taproot holds ordinals. */
export function purposeOfAddress(address: string): BitcoinAccountPurpose {
  return TAPROOT_PREFIX.test(address) ? 'ordinal' : 'payment'
}

/** Payment first, then ordinal (the docs/project/behaviour.md §3 indexes 0 and 1), each once. */
export function orderAccounts(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const payment = accounts.find((account) => account.purpose === 'payment')
  const ordinal = accounts.find((account) => account.purpose === 'ordinal')
  return [payment, ordinal].filter((account): account is BitcoinAccount => account !== undefined)
}
