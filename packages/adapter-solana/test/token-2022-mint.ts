import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { type Connection, PublicKey } from '@solana/web3.js'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token'

/** The Token-2022 program: its mint and token account layouts start as the Token program's. */
export const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/**
 * A fresh Token-2022 mint (no extensions) with `amount` minted to `holder`'s associated token
 * account, created with real transactions on the cluster behind `connection`.
 */
export async function createToken2022Mint(
  connection: Connection,
  holder: string,
  amount: bigint,
  decimals = 6,
): Promise<string> {
  const [authority, mint] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
  const funding = await connection.requestAirdrop(new PublicKey(authority.address), 1_000_000_000)
  await connection.confirmTransaction(funding, 'confirmed')
  const [holderAccount] = await findAssociatedTokenPda({
    owner: address(holder),
    mint: mint.address,
    tokenProgram: TOKEN_2022_PROGRAM,
  })
  const config = { programAddress: TOKEN_2022_PROGRAM }
  const rent = await connection.getMinimumBalanceForRentExemption(getMintSize())
  const { blockhash: latest, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(authority, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(latest), lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({
            payer: authority,
            newAccount: mint,
            lamports: lamports(BigInt(rent)),
            space: getMintSize(),
            programAddress: TOKEN_2022_PROGRAM,
          }),
          getInitializeMint2Instruction(
            { mint: mint.address, decimals, mintAuthority: authority.address },
            config,
          ),
          getCreateAssociatedTokenIdempotentInstruction({
            payer: authority,
            ata: holderAccount,
            owner: address(holder),
            mint: mint.address,
            tokenProgram: TOKEN_2022_PROGRAM,
          }),
          getMintToInstruction(
            { mint: mint.address, token: holderAccount, mintAuthority: authority, amount },
            config,
          ),
        ],
        draft,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const signature = await connection.sendRawTransaction(
    Buffer.from(getBase64EncodedWireTransaction(signed), 'base64'),
  )
  await connection.confirmTransaction(signature, 'confirmed')
  return mint.address
}
