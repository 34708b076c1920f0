import { RpcError } from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { failingLogLine, toSolanaError } from './to-solana-error.ts'

const preflight = (err: unknown, logs: string[] = []) =>
  new RpcError(-32002, { message: 'Transaction simulation failed', data: { err, logs } })

describe('toSolanaError', () => {
  it('maps an expired blockhash, from our RPC client or from a wallet', () => {
    expect(toSolanaError(preflight('BlockhashNotFound')).code).toBe('SOLANA_BLOCKHASH_EXPIRED')
    const walletError = Object.assign(new Error('Transaction simulation failed'), {
      code: -32002,
      data: { err: 'BlockhashNotFound', logs: [] },
    })
    expect(toSolanaError(walletError).code).toBe('SOLANA_BLOCKHASH_EXPIRED')
  })

  it('maps missing funds by error kind or by the program log', () => {
    expect(toSolanaError(preflight('InsufficientFundsForFee')).code).toBe(
      'SOLANA_INSUFFICIENT_FUNDS',
    )
    const logs = [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Transfer: insufficient lamports 5, need 9',
    ]
    expect(toSolanaError(preflight({ InstructionError: [0, { Custom: 1 }] }, logs)).code).toBe(
      'SOLANA_INSUFFICIENT_FUNDS',
    )
  })

  it("names the failing program's log line in a failed simulation", () => {
    const logs = [
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
      'Program log: Instruction: TransferChecked',
      'Program log: Error: Account is frozen',
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x11',
    ]
    const error = toSolanaError(preflight({ InstructionError: [0, { Custom: 17 }] }, logs))
    expect(error.code).toBe('SOLANA_SIMULATION_FAILED')
    expect(error.shortMessage).toBe('The transaction would fail: Account is frozen')
    expect(failingLogLine(logs.slice(0, 2).concat(logs[3] as string))).toBe(
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x11',
    )
  })

  it('keeps wallet refusals as the wallet codes say', () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(toSolanaError(refusal).code).toBe('USER_REJECTED_REQUEST')
  })
})
