import { describe, expect, it } from 'vitest'
import type { SolanaRpc } from '../rpc/solana-rpc.ts'
import { waitForSignature } from './wait-for-signature.ts'

// A cluster that never saw the signature, at the given block height.
function clusterAt(height: number, status: unknown = null): SolanaRpc {
  return {
    rpcUrl: 'http://127.0.0.1:1',
    call: async <TResult>(method: string) =>
      (method === 'getBlockHeight' ? height : { context: { slot: 1 }, value: [status] }) as TResult,
  }
}

describe('waitForSignature', () => {
  it('gives up with SOLANA_BLOCKHASH_EXPIRED once the blockhash can no longer land', async () => {
    const waiting = waitForSignature({
      rpc: clusterAt(200),
      signature: 'sig',
      lastValidBlockHeight: 150n,
      pollIntervalMs: 1,
    })
    await expect(waiting).rejects.toMatchObject({ code: 'SOLANA_BLOCKHASH_EXPIRED' })
  })

  it('reports a landed transaction that failed as reverted', async () => {
    const rpc = clusterAt(10, {
      err: { InstructionError: [0, 'Custom'] },
      confirmationStatus: 'confirmed',
    })
    expect(await waitForSignature({ rpc, signature: 'sig', lastValidBlockHeight: 150n })).toEqual({
      status: 'reverted',
      err: { InstructionError: [0, 'Custom'] },
    })
  })
})
