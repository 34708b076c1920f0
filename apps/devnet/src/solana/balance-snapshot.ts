import { readAccount, type SolanaLedger, type TokenBalance } from './ledger.ts'
import { isTokenProgram, parseMint, parseTokenAccount, toUiTokenAmount } from './token-layout.ts'

/** Lamports and token balances of a transaction's accounts at one moment. */
export type BalanceSnapshot = { balances: bigint[]; tokenBalances: TokenBalance[] }

/** Reads the lamports of every key and the token balance of every token account among them. */
export function snapshotBalances(ledger: SolanaLedger, keys: readonly string[]): BalanceSnapshot {
  const balances: bigint[] = []
  const tokenBalances: TokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = readAccount(ledger, key)
    balances.push(account?.lamports ?? 0n)
    if (!account || !isTokenProgram(account.owner)) return
    const tokenAccount = parseTokenAccount(account.data)
    if (!tokenAccount) return
    const mint = readAccount(ledger, tokenAccount.mint)
    const decimals = (mint && parseMint(mint.data)?.decimals) ?? 0
    tokenBalances.push({
      accountIndex,
      mint: tokenAccount.mint,
      owner: tokenAccount.owner,
      programId: account.owner,
      uiTokenAmount: toUiTokenAmount(tokenAccount.amount, decimals),
    })
  })
  return { balances, tokenBalances }
}
