import { describe, expect, it } from 'vitest'
import { solanaTransactionRows } from './read-solana-transaction.ts'

const payer = 'Payer111111111111111111111111111111111111111'
const receiver = 'Receiver1111111111111111111111111111111111'
const mint = 'Mint111111111111111111111111111111111111111'

const reply = {
  slot: 42,
  blockTime: 1_700_000_000,
  transaction: {
    signatures: ['sig'],
    message: { accountKeys: [payer, receiver, '11111111111111111111111111111111'] },
  },
  meta: {
    err: null,
    fee: 5_000,
    preBalances: [10_000_000_000, 0, 1],
    postBalances: [8_999_995_000, 1_000_000_000, 1],
    preTokenBalances: [{ accountIndex: 3, mint, owner: payer, uiTokenAmount: { amount: '100' } }],
    postTokenBalances: [
      { accountIndex: 3, mint, owner: payer, uiTokenAmount: { amount: '60' } },
      { accountIndex: 4, mint, owner: receiver, uiTokenAmount: { amount: '40' } },
    ],
  },
}

describe('solanaTransactionRows', () => {
  it('turns balance changes into transfers for the followed account, fee excluded', () => {
    const sent = solanaTransactionRows({
      chainId: 'solana:x',
      account: payer,
      signature: 'sig',
      reply,
    })
    expect(sent.transactions[0]).toMatchObject({
      tx_hash: 'sig',
      block_number: 42,
      mined_at: 1_700_000_000,
      from_address: payer,
      status: 'confirmed',
    })
    expect(sent.transfers).toMatchObject([
      { kind: 'native', from_address: payer, to_address: receiver, amount: '1000000000' },
      { kind: 'spl', token_address: mint, from_address: payer, to_address: receiver, amount: '40' },
    ])
    const received = solanaTransactionRows({
      chainId: 'solana:x',
      account: receiver,
      signature: 'sig',
      reply,
    })
    expect(received.transfers.map((row) => [row.from_address, row.to_address])).toEqual([
      [payer, receiver],
      [payer, receiver],
    ])
    expect(received.accountTransactions).toEqual([
      {
        account: receiver,
        chain_id: 'solana:x',
        tx_hash: 'sig',
        block_number: 42,
        tx_index: 0,
        mined_at: 1_700_000_000,
      },
    ])
  })

  it('keeps a failed transaction without transfers', () => {
    const failed = solanaTransactionRows({
      chainId: 'solana:x',
      account: payer,
      signature: 'sig',
      reply: { ...reply, meta: { ...reply.meta, err: { InstructionError: [0, 'Custom'] } } },
    })
    expect(failed.transactions[0]?.status).toBe('failed')
    expect(failed.transfers).toEqual([])
  })
})
