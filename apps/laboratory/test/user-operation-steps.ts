import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import type { NodeClient } from './swap-buy-name-steps.ts'

// The smart account's entry points (SimpleAccount v0.7) and what its calls reach in the lab.
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const calledAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  ]),
]

/** One call a UserOperation made from the account, decoded when it is an ERC-20 or router call. */
export type UserOperationCall = {
  to: Address
  value: bigint
  /** The called function's name, or its selector when the lab does not know it. */
  functionName: string
  args: readonly unknown[]
}

/** A UserOperation of the account that landed, with the transaction that carried it. */
export type LandedUserOperation = {
  transactionHash: Hash
  blockNumber: bigint
  /** Who sent the carrying transaction (the bundler's key). */
  transactionFrom: Address
  /** The carrying transaction's target and function: the EntryPoint's handleOps for a bundle. */
  transactionTo: Address | null
  transactionFunction: string
  /** How many UserOperations that transaction carried. */
  bundleSize: number
  /** The calls the account made, in order (execute: one; executeBatch: several). */
  calls: UserOperationCall[]
  success: boolean
  /** What the EntryPoint charged the account's deposit for the operation (actualGasCost). */
  gasCost: bigint
}

function decodeCall(to: Address, value: bigint, data: Hex): UserOperationCall {
  try {
    const { functionName, args } = decodeFunctionData({ abi: calledAbi, data })
    return { to: getAddress(to), value, functionName, args: args ?? [] }
  } catch {
    return { to: getAddress(to), value, functionName: data.slice(0, 10), args: [] }
  }
}

function decodeAccountCalls(callData: Hex): UserOperationCall[] {
  const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [decodeCall(to, value, data)]
  }
  const [targets, values, datas] = decoded.args
  return targets.map((to, index) => decodeCall(to, values[index] ?? 0n, datas[index] ?? '0x'))
}

export type UserOperationsSinceParameters = {
  entryPoint: Address
  /** The smart account whose operations are looked for. */
  sender: Address
  afterBlock: bigint
}

/**
 * Every UserOperation `sender` got mined in the blocks after `afterBlock`, read from the node: the
 * EntryPoint's UserOperationEvent of each transaction to it, the handleOps input that carried the
 * operation, and the calls its callData made.
 */
export async function userOperationsSince(
  client: NodeClient,
  { entryPoint, sender, afterBlock }: UserOperationsSinceParameters,
): Promise<LandedUserOperation[]> {
  const latest = await client.getBlockNumber()
  const landed: LandedUserOperation[] = []
  for (let number = afterBlock + 1n; number <= latest; number += 1n) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (!transaction.to || !isAddressEqual(transaction.to, entryPoint)) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      const events = parseEventLogs({
        abi: entryPoint07Abi,
        eventName: 'UserOperationEvent',
        logs: receipt.logs,
      }).filter((event) => isAddressEqual(event.args.sender, sender))
      if (events.length === 0) continue
      const input = decodeFunctionData({ abi: entryPoint07Abi, data: transaction.input })
      const operations =
        input.functionName === 'handleOps' ? input.args[0] : ([] as readonly never[])
      for (const event of events) {
        const operation = operations.find(
          (candidate) =>
            isAddressEqual(candidate.sender, sender) && candidate.nonce === event.args.nonce,
        )
        landed.push({
          transactionHash: transaction.hash,
          blockNumber: number,
          transactionFrom: getAddress(transaction.from),
          transactionTo: getAddress(transaction.to),
          transactionFunction: input.functionName,
          bundleSize: operations.length,
          calls: operation ? decodeAccountCalls(operation.callData) : [],
          success: event.args.success,
          gasCost: event.args.actualGasCost,
        })
      }
    }
  }
  return landed
}

/** What the account holds at the EntryPoint for its gas (its deposit), read from the node. */
export function entryPointDeposit(
  client: NodeClient,
  { entryPoint, account }: { entryPoint: Address; account: Address },
): Promise<bigint> {
  return client.readContract({
    address: entryPoint,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}

/**
 * The account's ETH with its EntryPoint deposit: a UserOperation moves the prefund from one to
 * the other and charges the deposit, so only their sum falls by exactly value + gas cost.
 */
export async function ethWithDeposit(
  client: NodeClient,
  { entryPoint, account }: { entryPoint: Address; account: Address },
): Promise<bigint> {
  const [balance, deposit] = await Promise.all([
    client.getBalance({ address: account }),
    entryPointDeposit(client, { entryPoint, account }),
  ])
  return balance + deposit
}
