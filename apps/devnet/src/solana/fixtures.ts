import { address, lamports } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DevnetError } from '../errors.ts'
import { FAUCET_LAMPORTS } from './airdrop.ts'
import { LAMPORTS_PER_SOL, SOLANA_USDC, SYSTEM_PROGRAM_ADDRESS } from './constants.ts'
import { type DevnetSolanaKey, deriveSolanaKey } from './keys.ts'
import { type SolanaLedger, writeAccount } from './ledger.ts'
import { sendLocalTransaction } from './send-local-transaction.ts'

/** How many funded Solana test keys the devnet creates. */
export const SOLANA_TEST_ACCOUNT_COUNT = 10

/** SOL each test key starts with. */
export const SOLANA_TEST_ACCOUNT_SOL = 1000n

/** Whole USDC each test key's associated token account starts with. */
export const SOLANA_TEST_ACCOUNT_USDC = 1_000_000n

/** A funded test key with its USDC associated token account. */
export type SolanaTestAccount = DevnetSolanaKey & { usdcTokenAccount: string }

/** What the fixtures created: keys and addresses the manifest lists. */
export type SolanaFixtures = {
  faucet: DevnetSolanaKey
  usdcMint: DevnetSolanaKey
  usdcMintAuthority: DevnetSolanaKey
  accounts: SolanaTestAccount[]
}

/**
 * Funds the faucet (genesis state), then creates everything else with real transactions in a
 * fixed order: SOL for the test keys, the USDC mint, and an associated token account holding
 * USDC for each key. Keys derive from fixed labels, so every address is the same on each start.
 */
export async function setupSolanaFixtures(ledger: SolanaLedger): Promise<SolanaFixtures> {
  const [faucet, usdcMint, usdcMintAuthority, ...keys] = await Promise.all([
    deriveSolanaKey('faucet'),
    deriveSolanaKey('usdc-mint'),
    deriveSolanaKey('usdc-mint-authority'),
    ...Array.from({ length: SOLANA_TEST_ACCOUNT_COUNT }, (_, index) =>
      deriveSolanaKey(`account-${index}`),
    ),
  ])
  if (!faucet || !usdcMint || !usdcMintAuthority) throw new DevnetError('Missing fixture keys')
  writeAccount(ledger, faucet.address, {
    lamports: FAUCET_LAMPORTS,
    data: new Uint8Array(0),
    owner: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    rentEpoch: 0n,
  })
  const testSol = lamports(SOLANA_TEST_ACCOUNT_SOL * LAMPORTS_PER_SOL)
  await sendLocalTransaction(ledger, {
    feePayer: faucet.signer,
    instructions: [usdcMintAuthority, ...keys].map((key) =>
      getTransferSolInstruction({
        source: faucet.signer,
        destination: key.signer.address,
        amount: testSol,
      }),
    ),
  })
  await sendLocalTransaction(ledger, {
    feePayer: usdcMintAuthority.signer,
    instructions: [
      getCreateAccountInstruction({
        payer: usdcMintAuthority.signer,
        newAccount: usdcMint.signer,
        lamports: lamports(ledger.svm.minimumBalanceForRentExemption(BigInt(getMintSize()))),
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: usdcMint.signer.address,
        decimals: SOLANA_USDC.decimals,
        mintAuthority: usdcMintAuthority.signer.address,
      }),
    ],
  })
  const amount = SOLANA_TEST_ACCOUNT_USDC * 10n ** BigInt(SOLANA_USDC.decimals)
  const accounts: SolanaTestAccount[] = []
  for (const key of keys) {
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: key.signer.address,
      mint: usdcMint.signer.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await sendLocalTransaction(ledger, {
      feePayer: usdcMintAuthority.signer,
      instructions: [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: usdcMintAuthority.signer,
          ata: tokenAccount,
          owner: key.signer.address,
          mint: usdcMint.signer.address,
        }),
        getMintToInstruction({
          mint: usdcMint.signer.address,
          token: tokenAccount,
          mintAuthority: usdcMintAuthority.signer,
          amount,
        }),
      ],
    })
    accounts.push({ ...key, usdcTokenAccount: address(tokenAccount) })
  }
  return { faucet, usdcMint, usdcMintAuthority, accounts }
}
