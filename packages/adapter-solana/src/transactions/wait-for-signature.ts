import { AppKitError } from '@openappkit/common/errors'
import type { SolanaRpc, WithContext } from '../rpc/solana-rpc.ts'

type SignatureStatus = {
  err: unknown
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null
} | null

export type WaitForSignatureParameters = {
  rpc: SolanaRpc
  signature: string
  /** Past this block height the transaction can no longer land (from its blockhash). */
  lastValidBlockHeight?: bigint | undefined
  /** How long to wait when the lifetime is unknown; default 90 s, about a blockhash's life. */
  timeoutMs?: number | undefined
  /** Pause between polls; default 400 ms, one slot. */
  pollIntervalMs?: number | undefined
}

export type WaitForSignatureReturnType = { status: 'success' | 'reverted'; err: unknown }

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls the cluster until the signature is confirmed, with whether the transaction succeeded.
 * Throws SOLANA_BLOCKHASH_EXPIRED once the transaction can no longer land (its blockhash
 * expired, or the timeout passed without the cluster seeing it).
 */
export async function waitForSignature({
  rpc,
  signature,
  lastValidBlockHeight,
  timeoutMs = 90_000,
  pollIntervalMs = 400,
}: WaitForSignatureParameters): Promise<WaitForSignatureReturnType> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await rpc.call<WithContext<SignatureStatus[]>>('getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ])
    const status = value[0]
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return { status: status.err ? 'reverted' : 'success', err: status.err }
    }
    if (!status) {
      const expired =
        lastValidBlockHeight === undefined
          ? Date.now() > deadline
          : BigInt(await rpc.call<number>('getBlockHeight', [{ commitment: 'confirmed' }])) >
            lastValidBlockHeight
      if (expired) throw new AppKitError('SOLANA_BLOCKHASH_EXPIRED', { details: signature })
    }
    await pause(pollIntervalMs)
  }
}
