import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { ApiContext } from '../server/api-context.ts'
import { createSerialQueue, DeliveryError, treasuryTooLow } from './delivery-error.ts'
import type { OnRampTarget } from './onramp-assets.ts'

const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 100
/** Lamports kept for fees and the recipient's token account rent. */
const FEE_RESERVE_LAMPORTS = 5_000_000n

/** Sends purchased SOL or SPL tokens from the treasury key. */
export type SolanaTreasury = {
  deliver(target: OnRampTarget, recipient: string, units: bigint): Promise<{ txHash: string }>
}

type Rpc = ReturnType<typeof createSolanaRpc>

async function splInstructions(
  rpc: Rpc,
  signer: KeyPairSigner,
  target: OnRampTarget,
  recipient: string,
  units: bigint,
) {
  const mint = address(target.tokenAddress ?? '')
  const mintAccount = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  if (!mintAccount.value) throw treasuryTooLow()
  const tokenProgram = mintAccount.value.owner
  const { value: accounts } = await rpc
    .getTokenAccountsByOwner(signer.address, { mint }, { encoding: 'jsonParsed' })
    .send()
  const source = accounts
    .map((entry) => ({
      pubkey: entry.pubkey,
      amount: BigInt(
        (entry.account.data.parsed.info as { tokenAmount: { amount: string } }).tokenAmount.amount,
      ),
    }))
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))[0]
  if (!source || source.amount < units) throw treasuryTooLow()
  const owner = address(recipient)
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram })
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata,
      owner,
      mint,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      {
        source: source.pubkey,
        mint,
        destination: ata,
        authority: signer,
        amount: units,
        decimals: target.decimals,
      },
      { programAddress: tokenProgram },
    ),
  ]
}

async function confirm(rpc: Rpc, signature: ReturnType<typeof getSignatureFromTransaction>) {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err)
      throw new DeliveryError('The delivery transaction failed', { status: 502, broadcast: true })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return
    if (Date.now() > deadline) {
      throw new DeliveryError('The delivery was sent but not confirmed in time', {
        status: 504,
        broadcast: true,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}

/** A treasury paying from a base58 64-byte secret key, one transaction at a time. */
export function createSolanaTreasury(context: ApiContext, secretKey: string): SolanaTreasury {
  const signer = createKeyPairSignerFromBytes(getBase58Encoder().encode(secretKey))
  const queue = createSerialQueue()
  return {
    deliver(target, recipient, units) {
      const chain = context.chains.solana(target.caipNetworkId)
      if (!chain)
        throw new DeliveryError('Network not configured', { status: 500, broadcast: false })
      return queue(async () => {
        const rpc = createSolanaRpc(chain.config.rpcUrl)
        const payer = await signer
        const { value: balance } = await rpc.getBalance(payer.address).send()
        const needed = (target.tokenAddress ? 0n : units) + FEE_RESERVE_LAMPORTS
        if (balance < needed) throw treasuryTooLow()
        const instructions: Instruction[] = target.tokenAddress
          ? await splInstructions(rpc, payer, target, recipient, units)
          : [
              getTransferSolInstruction({
                source: payer,
                destination: address(recipient),
                amount: lamports(units),
              }),
            ]
        const { value: lifetime } = await rpc.getLatestBlockhash().send()
        const message = pipe(
          createTransactionMessage({ version: 0 }),
          (draft) => setTransactionMessageFeePayerSigner(payer, draft),
          (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
          (draft) => appendTransactionMessageInstructions(instructions, draft),
        )
        const signed = await signTransactionMessageWithSigners(message)
        const signature = getSignatureFromTransaction(signed)
        try {
          await rpc
            .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
            .send()
        } catch (error) {
          throw new DeliveryError('The network refused the delivery', {
            status: 502,
            broadcast: false,
            cause: error,
          })
        }
        await confirm(rpc, signature)
        return { txHash: signature }
      })
    },
  }
}
