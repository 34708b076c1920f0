import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../json-rpc/json-rpc.ts'
import { decodeWireTransaction, isSignerIndex, isWritableIndex } from './transaction-wire.ts'

const BLOCKHASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky'

async function signedTransfer(version: 'legacy' | 0) {
  const payer = await generateKeyPairSigner()
  const recipient = await generateKeyPairSigner()
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(BLOCKHASH), lastValidBlockHeight: 10n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 5n })],
        draft,
      ),
  )
  const wire = new Uint8Array(
    getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)),
  )
  return { wire, payer, recipient }
}

describe('decodeWireTransaction', () => {
  it.each(['legacy', 0] as const)(
    'decodes a %s transfer signed by @solana/kit',
    async (version) => {
      const { wire, payer, recipient } = await signedTransfer(version)
      const decoded = decodeWireTransaction(wire)
      expect(decoded.version).toBe(version)
      expect(decoded.signatures).toHaveLength(1)
      expect(decoded.recentBlockhash).toBe(BLOCKHASH)
      expect(decoded.staticAccountKeys.slice(0, 2)).toEqual([payer.address, recipient.address])
      expect(isSignerIndex(decoded, 0)).toBe(true)
      expect(isWritableIndex(decoded, 1)).toBe(true)
      expect(isWritableIndex(decoded, 2)).toBe(false)
      expect(decoded.instructions[0]?.accountIndexes).toEqual([0, 1])
    },
  )

  it('answers truncated, padded or garbage bytes with -32602, never a RangeError', async () => {
    const { wire } = await signedTransfer(0)
    for (const bytes of [
      wire.subarray(0, wire.length - 1),
      Uint8Array.from([...wire, 0]),
      new Uint8Array(0),
      new Uint8Array([0xff, 0xff, 0xff, 0xff]),
      new Uint8Array(300).fill(7),
    ]) {
      const attempt = () => decodeWireTransaction(bytes)
      expect(attempt).toThrow(JsonRpcError)
      try {
        attempt()
      } catch (error) {
        expect((error as JsonRpcError).rpcCode).toBe(-32602)
      }
    }
  })
})
