import type { AbiType, Hex } from './types.ts'

/** A contract function: its name, 4-byte selector and parameter types. */
export type AbiFunction = {
  readonly name: string
  /** First 4 bytes of keccak256 of the canonical signature (checked by tests). */
  readonly selector: Hex
  readonly inputs: readonly AbiType[]
  readonly outputs: readonly AbiType[]
}

const call3: AbiType = { tuple: ['address', 'bool', 'bytes'] }
const result: AbiType = { tuple: ['bool', 'bytes'] }

/** Multicall3 `aggregate3((address target, bool allowFailure, bytes callData)[])`. */
export const AGGREGATE3: AbiFunction = {
  name: 'aggregate3',
  selector: '0x82ad56cb',
  inputs: [{ array: call3 }],
  outputs: [{ array: result }],
}

/** Multicall3 `getEthBalance(address)`: the native balance, readable inside a multicall. */
export const GET_ETH_BALANCE: AbiFunction = {
  name: 'getEthBalance',
  selector: '0x4d2301cc',
  inputs: ['address'],
  outputs: ['uint256'],
}

/** ERC-20 `balanceOf(address)`. */
export const ERC20_BALANCE_OF: AbiFunction = {
  name: 'balanceOf',
  selector: '0x70a08231',
  inputs: ['address'],
  outputs: ['uint256'],
}

/** ERC-20 `decimals()` (returns uint8, read as a word). */
export const ERC20_DECIMALS: AbiFunction = {
  name: 'decimals',
  selector: '0x313ce567',
  inputs: [],
  outputs: ['uint256'],
}

/** ERC-20 `symbol()`. */
export const ERC20_SYMBOL: AbiFunction = {
  name: 'symbol',
  selector: '0x95d89b41',
  inputs: [],
  outputs: ['string'],
}

/** ERC-20 `name()`. */
export const ERC20_NAME: AbiFunction = {
  name: 'name',
  selector: '0x06fdde03',
  inputs: [],
  outputs: ['string'],
}

/** ERC-20 `transfer(address to, uint256 amount)`. */
export const ERC20_TRANSFER: AbiFunction = {
  name: 'transfer',
  selector: '0xa9059cbb',
  inputs: ['address', 'uint256'],
  outputs: ['bool'],
}

/**
 * `transfer` in the JSON ABI format wallets libraries take (viem, ethers), for adapters'
 * `writeContract`.
 */
export const ERC20_TRANSFER_JSON_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** The canonical type string of `type` ('(address,bool,bytes)[]'). */
export function formatAbiType(type: AbiType): string {
  if (typeof type === 'string') return type
  if ('array' in type) return `${formatAbiType(type.array)}[]`
  return `(${type.tuple.map(formatAbiType).join(',')})`
}

/** The canonical signature of `fn` ('transfer(address,uint256)'), whose hash gives the selector. */
export function formatAbiFunctionSignature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map(formatAbiType).join(',')})`
}
