// Loaded when the visitor first sends: the transaction codecs stay out of the first paint.

import { bytesToBase64 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { getEncodedAccount, type SolanaRpc, type WithContext } from '../rpc/solana-rpc.ts'

const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
// A mint's decimals sit after its optional authority (36 bytes) and supply (8 bytes).
const MINT_DECIMALS_OFFSET = 44
const MINT_SIZE = 82

export type BuildTransferParameters = {
  rpc: SolanaRpc
  from: string
  to: string
  /** In lamports, or in the token's smallest unit. */
  amount: bigint
  /** The SPL mint (Token or Token-2022); absent for SOL. */
  mint?: string | undefined
}

export type BuildTransferReturnType = {
  /** The unsigned wire transaction, as wallets sign it. */
  transaction: Uint8Array
  /** Its message, base64, as `getFeeForMessage` takes it. */
  message: string
  /** The block height after which it can no longer land. */
  lastValidBlockHeight: bigint
}

/** The token program owning `mint` and the mint's decimals; throws INVALID_TOKEN_MINT otherwise. */
export async function readMint(
  rpc: SolanaRpc,
  mint: string,
): Promise<{ tokenProgram: Address; decimals: number }> {
  const account = await getEncodedAccount(rpc, mint)
  if (!account || !TOKEN_PROGRAMS.has(account.owner) || account.bytes.length < MINT_SIZE) {
    throw new AppKitError('INVALID_TOKEN_MINT', { params: { address: mint } })
  }
  return {
    tokenProgram: address(account.owner),
    decimals: account.bytes[MINT_DECIMALS_OFFSET] as number,
  }
}

async function tokenTransferInstructions(
  rpc: SolanaRpc,
  { from, to, amount, mint }: Required<Omit<BuildTransferParameters, 'rpc'>>,
): Promise<Instruction[]> {
  const owner = createNoopSigner(address(from))
  const mintAddress = address(mint)
  const { tokenProgram, decimals } = await readMint(rpc, mint)
  const ataOf = async (wallet: string) =>
    (await findAssociatedTokenPda({ owner: address(wallet), mint: mintAddress, tokenProgram }))[0]
  const [source, destination] = await Promise.all([ataOf(from), ataOf(to)])
  const instructions: Instruction[] = []
  if (!(await getEncodedAccount(rpc, destination))) {
    // The receiver has never held this token: the sender pays for its account (rent included).
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: destination,
        owner: address(to),
        mint: mintAddress,
        tokenProgram,
      }),
    )
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint: mintAddress, destination, authority: owner, amount, decimals },
      { programAddress: tokenProgram },
    ),
  )
  return instructions
}

/**
 * An unsigned legacy transaction moving `amount` from `from` to `to`: a System Program transfer
 * for SOL, a `transferChecked` between associated token accounts for an SPL token (creating the
 * receiver's first), on the cluster's latest confirmed blockhash.
 */
export async function buildTransfer(
  parameters: BuildTransferParameters,
): Promise<BuildTransferReturnType> {
  const { rpc, from, to, amount, mint } = parameters
  const payer = createNoopSigner(address(from))
  const instructions = mint
    ? await tokenTransferInstructions(rpc, { from, to, amount, mint })
    : [getTransferSolInstruction({ source: payer, destination: address(to), amount })]
  const { value: latest } = await rpc.call<
    WithContext<{ blockhash: string; lastValidBlockHeight: number }>
  >('getLatestBlockhash', [{ commitment: 'confirmed' }])
  const lifetime = {
    blockhash: blockhash(latest.blockhash),
    lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
  }
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const compiled = compileTransaction(message)
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    message: bytesToBase64(new Uint8Array(compiled.messageBytes)),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  }
}
