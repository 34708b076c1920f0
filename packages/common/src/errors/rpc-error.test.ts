import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.ts'
import { isRpcErrorShape, isUserRejection, RpcError, UNKNOWN_RPC_ERROR_CODE } from './rpc-error.ts'

describe('RpcError', () => {
  it('uses the standard message and keeps the provider wording in details', () => {
    const error = new RpcError(4001, { message: 'MetaMask Tx Signature: User denied.' })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(error.details).toBe('MetaMask Tx Signature: User denied.')
    expect(error.rpcCode).toBe(4001)
    expect(error.code).toBe('USER_REJECTED_REQUEST')
    expect(error.rpcErrorName).toBe('UserRejectedRequest')
    expect(error.name).toBe('RpcError')
  })

  it('omits details equal to the standard message', () => {
    expect(new RpcError(4001, { message: 'User rejected the request.' }).details).toBeUndefined()
  })

  it('names unknown codes generically', () => {
    const error = new RpcError(1234, { message: 'weird' })
    expect(error.rpcErrorName).toBe('UnknownRpcError')
    expect(error.shortMessage).toBe('An unknown RPC error occurred.')
    expect(error.rpcCode).toBe(1234)
  })

  describe('fromUnknown', () => {
    it('reads an EIP-1193 provider error', () => {
      const raw = {
        code: 4902,
        message: 'Unrecognized chain ID "0x89".',
        data: { chainId: '0x89' },
      }
      const error = RpcError.fromUnknown(raw)
      expect(error.rpcCode).toBe(4902)
      expect(error.rpcErrorName).toBe('UnrecognizedChain')
      expect(error.details).toBe('Unrecognized chain ID "0x89".')
      expect(error.data).toEqual({ chainId: '0x89' })
      expect(error.cause).toBe(raw)
    })

    it('finds the code nested in cause', () => {
      const raw = new Error('Request failed', { cause: { code: 5710, message: 'nope' } })
      const error = RpcError.fromUnknown(raw)
      expect(error.rpcCode).toBe(5710)
      expect(error.rpcErrorName).toBe('UnsupportedChainId')
      expect(error.cause).toBe(raw)
    })

    it('finds the code behind a string code (ethers info.error)', () => {
      const raw = Object.assign(new Error('user rejected action'), {
        code: 'ACTION_REJECTED',
        info: { error: { code: 4001, message: 'User denied' } },
      })
      expect(RpcError.fromUnknown(raw).rpcCode).toBe(4001)
    })

    it('prefers the outermost code', () => {
      const raw = {
        code: -32603,
        message: 'Internal JSON-RPC error.',
        data: { originalError: { code: 3, message: 'execution reverted' } },
      }
      expect(RpcError.fromUnknown(raw).rpcCode).toBe(-32603)
    })

    it('returns an RpcError unchanged', () => {
      const error = new RpcError(4100)
      expect(RpcError.fromUnknown(error)).toBe(error)
    })

    it.each([new Error('boom'), 'boom', { message: 'boom' }])(
      'gives errors without a code the unknown code (%j)',
      (raw) => {
        const error = RpcError.fromUnknown(raw)
        expect(error.rpcCode).toBe(UNKNOWN_RPC_ERROR_CODE)
        expect(error.shortMessage).toBe('An unknown RPC error occurred.')
        expect(error.details).toBe('boom')
        expect(error.cause).toBe(raw)
      },
    )

    it('survives null, undefined and cyclic errors', () => {
      expect(RpcError.fromUnknown(null).rpcCode).toBe(UNKNOWN_RPC_ERROR_CODE)
      expect(RpcError.fromUnknown(undefined).rpcCode).toBe(UNKNOWN_RPC_ERROR_CODE)
      const cyclic: { message: string; cause?: unknown } = { message: 'loop' }
      cyclic.cause = cyclic
      expect(RpcError.fromUnknown(cyclic).details).toBe('loop')
    })
  })
})

describe('isRpcErrorShape', () => {
  it.each([
    [{ code: 4001, message: 'x' }, true],
    [{ code: -32603 }, true],
    [{ code: '4001', message: 'x' }, false],
    [{ code: 1.5 }, false],
    [{ code: 4001, message: 42 }, false],
    [null, false],
    ['4001', false],
  ])('%j → %s', (value, expected) => {
    expect(isRpcErrorShape(value)).toBe(expected)
  })
})

describe('isUserRejection', () => {
  it.each([
    { code: 4001, message: 'User rejected the request.' },
    new RpcError(4001),
    new Error('wrapped', { cause: { code: 4001 } }),
    new AppKitError('FAILED_TO_CONNECT', {
      cause: new AppKitError('UNKNOWN_ERROR', { cause: { code: 4001 } }),
    }),
    { code: -32603, data: { originalError: { code: 4001 } } },
    { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } },
  ])('recognizes %o', (error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    { code: 4100 },
    new Error('User rejected'),
    { code: '4001' },
    null,
    undefined,
    'User rejected the request.',
  ])('does not recognize %o', (error) => {
    expect(isUserRejection(error)).toBe(false)
  })
})
