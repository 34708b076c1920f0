import { describe, expect, it } from 'vitest'
import { keccak256 } from '../validation/index.ts'
import { decodeFunctionResult } from './decode-function-result.ts'
import { encodeFunctionData } from './encode-function-data.ts'
import {
  type AbiFunction,
  AGGREGATE3,
  ERC20_BALANCE_OF,
  ERC20_DECIMALS,
  ERC20_NAME,
  ERC20_SYMBOL,
  ERC20_TRANSFER,
  formatAbiFunctionSignature,
  GET_ETH_BALANCE,
} from './functions.ts'

function selectorOf(signature: string): string {
  const hash = keccak256(new TextEncoder().encode(signature))
  return `0x${[...hash.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

describe('ABI functions', () => {
  it.each([
    [AGGREGATE3, 'aggregate3((address,bool,bytes)[])'],
    [GET_ETH_BALANCE, 'getEthBalance(address)'],
    [ERC20_BALANCE_OF, 'balanceOf(address)'],
    [ERC20_DECIMALS, 'decimals()'],
    [ERC20_SYMBOL, 'symbol()'],
    [ERC20_NAME, 'name()'],
    [ERC20_TRANSFER, 'transfer(address,uint256)'],
  ] as [AbiFunction, string][])('%#: selector matches keccak256 of %s', (fn, signature) => {
    expect(formatAbiFunctionSignature(fn)).toBe(signature)
    expect(fn.selector).toBe(selectorOf(signature))
  })

  it('encodes an aggregate3 call exactly as viem does', () => {
    const data = encodeFunctionData(AGGREGATE3, [
      [
        [
          '0xcA11bde05977b3631167028862bE2a173976CA11',
          true,
          encodeFunctionData(GET_ETH_BALANCE, ['0x1111111111111111111111111111111111111111']),
        ],
        ['0x2222222222222222222222222222222222222222', false, encodeFunctionData(ERC20_DECIMALS)],
      ],
    ])
    expect(data).toBe(
      '0x82ad56cb0000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000400000000000000000000000000000000000000000000000000000000000000100000000000000000000000000ca11bde05977b3631167028862be2a173976ca110000000000000000000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000244d2301cc0000000000000000000000001111111111111111111111111111111111111111000000000000000000000000000000000000000000000000000000000000000000000000000000002222222222222222222222222222222222222222000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000004313ce56700000000000000000000000000000000000000000000000000000000',
    )
  })

  it('encodes transfer(receiver, amount)', () => {
    expect(
      encodeFunctionData(ERC20_TRANSFER, [
        '0x2222222222222222222222222222222222222222',
        1_500_000n,
      ]),
    ).toBe(
      `0xa9059cbb${'2222222222222222222222222222222222222222'.padStart(64, '0')}${'16e360'.padStart(64, '0')}`,
    )
  })

  it('unwraps a single output and keeps several as a list', () => {
    expect(decodeFunctionResult(ERC20_DECIMALS, `0x${'6'.padStart(64, '0')}`)).toBe(6n)
    const twoOutputs: AbiFunction = { ...ERC20_DECIMALS, outputs: ['uint256', 'bool'] }
    expect(
      decodeFunctionResult(twoOutputs, `0x${'6'.padStart(64, '0')}${'1'.padStart(64, '0')}`),
    ).toEqual([6n, true])
  })
})
