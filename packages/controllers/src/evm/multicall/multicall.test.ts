import {
  decodeFunctionResult,
  ERC20_BALANCE_OF,
  ERC20_DECIMALS,
  encodeFunctionData,
  GET_ETH_BALANCE,
} from '@openappkit/common/abi'
import { describe, expect, it } from 'vitest'
import {
  aggregate3CallCounts,
  createFakeEvmRpc,
  FAKE_MULTICALL,
} from '../../test-utils/fake-evm-rpc.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { multicall } from './multicall.ts'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const TOKEN = '0x3333333333333333333333333333333333333333'

describe('multicall', () => {
  it('sends every call in one aggregate3 eth_call and keeps their order', async () => {
    const fetch = createFakeEvmRpc({
      nativeBalances: { [ACCOUNT]: 5n },
      tokens: { [TOKEN]: { decimals: 6, balances: { [ACCOUNT]: 42n } } },
    })
    const results = await multicall({
      fetch,
      rpcUrl: 'https://rpc.test/1',
      multicallAddress: FAKE_MULTICALL,
      calls: [
        { target: FAKE_MULTICALL, callData: encodeFunctionData(GET_ETH_BALANCE, [ACCOUNT]) },
        { target: TOKEN, callData: encodeFunctionData(ERC20_BALANCE_OF, [ACCOUNT]) },
        { target: TOKEN, callData: encodeFunctionData(ERC20_DECIMALS) },
        { target: '0x4444444444444444444444444444444444444444', callData: '0x313ce567' },
      ],
    })
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]?.url).toBe('https://rpc.test/1')
    expect(fetch.calls[0]?.body).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_call',
      params: [{ to: FAKE_MULTICALL }, 'latest'],
    })
    expect(results.map((result) => result.success)).toEqual([true, true, true, false])
    expect(decodeFunctionResult(GET_ETH_BALANCE, results[0]?.returnData ?? '0x')).toBe(5n)
    expect(decodeFunctionResult(ERC20_BALANCE_OF, results[1]?.returnData ?? '0x')).toBe(42n)
    expect(decodeFunctionResult(ERC20_DECIMALS, results[2]?.returnData ?? '0x')).toBe(6n)
  })

  it('splits at the batch size (docs/project/behaviour.md §7: 1024 calls per aggregate3)', async () => {
    const fetch = createFakeEvmRpc()
    const call = {
      target: FAKE_MULTICALL,
      callData: encodeFunctionData(GET_ETH_BALANCE, [ACCOUNT]),
    }
    const results = await multicall({
      fetch,
      rpcUrl: 'https://rpc.test/1',
      multicallAddress: FAKE_MULTICALL,
      calls: Array(1025).fill(call),
    })
    expect(results).toHaveLength(1025)
    expect(aggregate3CallCounts(fetch)).toEqual([1024, 1])
  })

  it('passes the node error on as an RpcError', async () => {
    const fetch = createFakeEvmRpc({ error: { code: -32000, message: 'header not found' } })
    const error = await multicall({
      fetch,
      rpcUrl: 'https://rpc.test/1',
      multicallAddress: FAKE_MULTICALL,
      calls: [{ target: FAKE_MULTICALL, callData: '0x' }],
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'RpcError', rpcCode: -32000, details: 'header not found' })
  })

  it('refuses a network without Multicall3 and a wrong number of results', async () => {
    const parameters = {
      rpcUrl: 'https://rpc.test/1',
      multicallAddress: '0x5555555555555555555555555555555555555555',
      calls: [{ target: FAKE_MULTICALL, callData: '0x' as const }],
    }
    await expect(multicall({ ...parameters, fetch: createFakeEvmRpc() })).rejects.toThrow(
      'Multicall3 returned no data',
    )
    const empty = `0x${'20'.padStart(64, '0')}${'0'.padStart(64, '0')}`
    const wrongCount = createFakeFetch(() => ({ json: { jsonrpc: '2.0', id: 1, result: empty } }))
    await expect(multicall({ ...parameters, fetch: wrongCount })).rejects.toThrow(
      'Multicall3 returned a wrong number of results',
    )
  })
})
