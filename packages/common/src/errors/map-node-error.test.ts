import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.ts'
import { mapNodeError } from './map-node-error.ts'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeErrorCode,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node-errors.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ownableRevertData =
  '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000204f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572'

describe('mapNodeError', () => {
  describe.each([
    {
      kind: FeeCapTooHighError,
      code: NodeErrorCode.FeeCapTooHigh,
      message:
        'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
      variants: [
        `max fee per gas higher than 2^256-1: address ${address}, maxFeePerGas bit length: 257`, // geth
        'fee cap higher than 2^256-1', // erigon
        'max fee per gas higher than 2^256-1', // anvil
      ],
    },
    {
      kind: FeeCapTooLowError,
      code: NodeErrorCode.FeeCapTooLow,
      message: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
      variants: [
        `max fee per gas less than block base fee: address ${address}, maxFeePerGas: 1, baseFee: 7`, // geth
        `fee cap less than block base fee: address ${address}, gasFeeCap: 1 baseFee: 7`, // erigon
        'gas price is less than basefee', // revm
        'gasPrice is less than the current BaseFee', // besu
      ],
    },
    {
      kind: NonceTooHighError,
      code: NodeErrorCode.NonceTooHigh,
      message: 'Nonce provided for the transaction is higher than the next one expected.',
      variants: [
        `nonce too high: address ${address}, tx: 9 state: 7`, // geth
        'Nonce too high', // anvil
        'nonce 9 too high, expected 7', // revm
        'NonceTooFarInFuture', // nethermind tx pool
      ],
    },
    {
      kind: NonceTooLowError,
      code: NodeErrorCode.NonceTooLow,
      message: 'Nonce provided for the transaction is lower than the current nonce of the account.',
      variants: [
        `nonce too low: address ${address}, tx: 5 state: 7`, // geth, erigon
        'Nonce too low', // anvil
        'nonce 5 too low, expected 7', // revm
        'OldNonce, Current nonce: 7, nonce of rejected tx: 5', // nethermind tx pool
      ],
    },
    {
      kind: NonceMaxValueError,
      code: NodeErrorCode.NonceMaxValue,
      message: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
      variants: [
        `nonce has max value: address ${address}, nonce: 18446744073709551615`, // geth
        'nonce overflow', // nethermind
        'Nonce overflow in transaction', // revm
      ],
    },
    {
      kind: InsufficientFundsError,
      code: NodeErrorCode.InsufficientFunds,
      message:
        'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      variants: [
        `insufficient funds for gas * price + value: address ${address} have 0 want 100`, // geth
        'Insufficient funds for gas * price + value', // anvil
        'insufficient funds for transfer', // geth eth_estimateGas
        'InsufficientFunds, Account balance: 0, cumulative cost: 21000', // nethermind tx pool
        'insufficient sender balance', // nethermind
        'lack of funds (0) for max fee (21000)', // revm
      ],
    },
    {
      kind: IntrinsicGasTooHighError,
      code: NodeErrorCode.IntrinsicGasTooHigh,
      message:
        'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
      variants: [
        'intrinsic gas too high -- tx gas limit exceeds block gas limit', // anvil
        'gas limit reached', // geth
        'exceeds block gas limit', // geth tx pool
        'Block gas limit exceeded', // nethermind
        'GasLimitExceeded, Gas limit: 30000000, gas limit of rejected tx: 50000000', // nethermind tx pool
      ],
    },
    {
      kind: IntrinsicGasTooLowError,
      code: NodeErrorCode.IntrinsicGasTooLow,
      message: 'The amount of gas provided for the transaction is too low.',
      variants: [
        'intrinsic gas too low: have 100, want 21000', // geth, erigon
        'intrinsic gas too low', // anvil
        'gas limit below intrinsic gas', // nethermind
        'call gas cost (53000) exceeds the gas limit (21000)', // revm
      ],
    },
    {
      kind: TransactionTypeNotSupportedError,
      code: NodeErrorCode.TransactionTypeNotSupported,
      message: 'The transaction type is not supported for this chain.',
      variants: [
        'transaction type not supported', // geth
        'tx type not supported', // geth rlp decoding
        'transaction type not valid',
      ],
    },
    {
      kind: TipAboveFeeCapError,
      code: NodeErrorCode.TipAboveFeeCap,
      message: 'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
      variants: [
        `max priority fee per gas higher than max fee per gas: address ${address}, maxPriorityFeePerGas: 3, maxFeePerGas: 2`, // geth
        `tip higher than fee cap: address ${address}, tip: 3 gasFeeCap: 2`, // erigon
        'priority fee is greater than max fee', // revm
        'miner premium is negative', // nethermind
      ],
    },
  ])('$kind.name', ({ kind, code, message, variants }) => {
    it.each(variants)('maps %j', (raw) => {
      const error = mapNodeError(raw)
      expect(error).toBeInstanceOf(kind)
      expect(error).toBeInstanceOf(AppKitError)
      expect(error.code).toBe(code)
      expect(error.shortMessage).toBe(message)
      expect(error.details).toBe(raw)
      expect(error.cause).toBe(raw)
    })
  })

  describe('execution reverted', () => {
    it.each([
      ['execution reverted: Ownable: caller is not the owner', 'Ownable: caller is not the owner'], // geth
      [
        'execution reverted: revert: Ownable: caller is not the owner',
        'Ownable: caller is not the owner',
      ], // anvil
      [
        "VM Exception while processing transaction: reverted with reason string 'Not enough tokens'",
        'Not enough tokens',
      ], // hardhat
      [
        'VM Exception while processing transaction: revert Ownable: caller is not the owner',
        'Ownable: caller is not the owner',
      ], // ganache
      [`execution reverted: ${ownableRevertData}`, 'Ownable: caller is not the owner'],
    ])('extracts the reason of %j', (raw, reason) => {
      const error = mapNodeError(raw)
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect((error as ExecutionRevertedError).reason).toBe(reason)
      expect(error.shortMessage).toBe(`Execution reverted with reason: ${reason}.`)
      expect(error.code).toBe('EXECUTION_REVERTED_WITH_REASON')
    })

    it('decodes Error(string) revert data of a JSON-RPC error', () => {
      const raw = { code: 3, message: 'execution reverted', data: ownableRevertData }
      const error = mapNodeError(raw) as ExecutionRevertedError
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect(error.reason).toBe('Ownable: caller is not the owner')
      expect(error.data).toBe(ownableRevertData)
      expect(error.cause).toBe(raw)
    })

    it('decodes Nethermind revert data', () => {
      const raw = {
        code: -32015,
        message: 'VM execution error.',
        data: `Reverted ${ownableRevertData}`,
      }
      const error = mapNodeError(raw) as ExecutionRevertedError
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect(error.reason).toBe('Ownable: caller is not the owner')
    })

    it('finds a revert nested in cause', () => {
      const inner = { code: 3, message: 'execution reverted', data: ownableRevertData }
      const raw = new Error('Internal JSON-RPC error.', { cause: inner })
      const error = mapNodeError(raw) as ExecutionRevertedError
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect(error.reason).toBe('Ownable: caller is not the owner')
      expect(error.cause).toBe(raw)
    })

    it.each([
      'execution reverted',
      'execution reverted: ',
      { code: 3, message: 'execution reverted', data: '0x118cdaa7' },
      { code: 3, message: 'some client wording' },
    ])('says "Execution reverted." without a reason (%j)', (raw) => {
      const error = mapNodeError(raw) as ExecutionRevertedError
      expect(error).toBeInstanceOf(ExecutionRevertedError)
      expect(error.reason).toBeUndefined()
      expect(error.shortMessage).toBe('Execution reverted.')
    })

    it('keeps custom-error data for ABI decoding', () => {
      const error = mapNodeError({ code: 3, message: 'execution reverted', data: '0x118cdaa7' })
      expect((error as ExecutionRevertedError).data).toBe('0x118cdaa7')
    })

    it('wins over other kinds quoted in a revert reason', () => {
      expect(mapNodeError('execution reverted: nonce too low')).toBeInstanceOf(
        ExecutionRevertedError,
      )
    })

    it('does not add a second period', () => {
      expect(mapNodeError('execution reverted: Paused.').shortMessage).toBe(
        'Execution reverted with reason: Paused.',
      )
    })
  })

  describe('input shapes', () => {
    it('reads an Error', () => {
      const raw = new Error('nonce too low: address 0x1, tx: 5 state: 7')
      const error = mapNodeError(raw)
      expect(error).toBeInstanceOf(NonceTooLowError)
      expect(error.cause).toBe(raw)
    })

    it('reads a JSON-RPC error object', () => {
      expect(mapNodeError({ code: -32000, message: 'intrinsic gas too low' })).toBeInstanceOf(
        IntrinsicGasTooLowError,
      )
    })

    it('reads a message nested in details', () => {
      const raw = new AppKitError('UNKNOWN_ERROR', {
        details: 'insufficient funds for gas * price + value',
      })
      expect(mapNodeError(raw)).toBeInstanceOf(InsufficientFundsError)
    })

    it('reads a message nested in cause and error', () => {
      const raw = { message: 'request failed', error: { cause: { message: 'Nonce too high' } } }
      expect(mapNodeError(raw)).toBeInstanceOf(NonceTooHighError)
    })
  })

  describe('unknown', () => {
    it.each([
      'replacement transaction underpriced',
      'something odd happened',
      '',
      new Error('boom'),
      { code: -32000, message: 'header not found' },
      null,
      undefined,
      42,
    ])('maps %j to UnknownNodeError', (raw) => {
      const error = mapNodeError(raw)
      expect(error).toBeInstanceOf(UnknownNodeError)
      expect(error.code).toBe(NodeErrorCode.UnknownNodeError)
      expect(error.shortMessage).toBe('An unknown error occurred while executing the request.')
      expect(error.cause).toBe(raw)
    })

    it('keeps the node wording in details', () => {
      expect(mapNodeError('header not found').details).toBe('header not found')
    })
  })
})

describe('mapNodeError revert data', () => {
  it('does not take an address in the reason for revert data', () => {
    const error = mapNodeError(
      'execution reverted: ERC20: transfer to 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 failed',
    ) as ExecutionRevertedError
    expect(error.data).toBeUndefined()
    expect(error.reason).toBe(
      'ERC20: transfer to 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 failed',
    )
  })
})
