import {
  decodeEventLog,
  decodeFunctionData,
  encodeEventTopics,
  type Hex,
  hexToBigInt,
  type Log,
  toHex,
} from 'viem'
import { entryPoint07Abi, type PackedUserOperation } from 'viem/account-abstraction'
import { readNode } from './node-rpc.ts'
import type { ChainContext } from './simulate-validation.ts'
import { unpackUserOperation } from './user-operation.ts'

type RpcLog = Log<Hex, Hex, false>
type RpcReceipt = { transactionHash: Hex; blockHash: Hex; blockNumber: Hex; logs: RpcLog[] }

const eventTopic = (eventName: 'UserOperationEvent' | 'BeforeExecution') =>
  encodeEventTopics({ abi: entryPoint07Abi, eventName })[0]

async function findUserOperationEvent(context: ChainContext, userOpHash: Hex) {
  const logs = await readNode<RpcLog[]>(context.rpcUrl, 'eth_getLogs', [
    {
      address: context.entryPoint,
      fromBlock: '0x0',
      toBlock: 'latest',
      topics: [eventTopic('UserOperationEvent'), userOpHash],
    },
  ])
  return logs.at(-1)
}

function decodeUserOperationEvent(log: RpcLog) {
  return decodeEventLog({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    data: log.data,
    topics: log.topics as [Hex, ...Hex[]],
  }).args
}

function revertReason(logs: readonly RpcLog[], userOpHash: Hex): Hex | undefined {
  for (const log of logs) {
    try {
      const decoded = decodeEventLog({
        abi: entryPoint07Abi,
        data: log.data,
        topics: log.topics as [Hex, ...Hex[]],
      })
      if (
        decoded.eventName === 'UserOperationRevertReason' &&
        decoded.args.userOpHash === userOpHash
      ) {
        return decoded.args.revertReason
      }
    } catch {
      // Not an EntryPoint event (the account's calls emit their own).
    }
  }
  return undefined
}

/** eth_getUserOperationReceipt: from the UserOperationEvent log and its transaction's receipt. */
export async function getUserOperationReceipt(context: ChainContext, userOpHash: Hex) {
  const event = await findUserOperationEvent(context, userOpHash)
  if (!event) return null
  const receipt = await readNode<RpcReceipt>(context.rpcUrl, 'eth_getTransactionReceipt', [
    event.transactionHash,
  ])
  const args = decodeUserOperationEvent(event)
  // One op per bundle: its logs are those after BeforeExecution and before its UserOperationEvent.
  const eventIndex = hexToBigInt(event.logIndex)
  const start = receipt.logs.findIndex((log) => log.topics[0] === eventTopic('BeforeExecution'))
  const logs = receipt.logs.slice(start + 1).filter((log) => hexToBigInt(log.logIndex) < eventIndex)
  const reason = args.success ? undefined : revertReason(logs, userOpHash)
  return {
    userOpHash,
    entryPoint: context.entryPoint,
    sender: args.sender,
    nonce: toHex(args.nonce),
    paymaster: args.paymaster,
    actualGasCost: toHex(args.actualGasCost),
    actualGasUsed: toHex(args.actualGasUsed),
    success: args.success,
    ...(reason ? { reason } : {}),
    logs,
    receipt,
  }
}

/** eth_getUserOperationByHash: the op decoded from its bundle transaction's handleOps input. */
export async function getUserOperationByHash(context: ChainContext, userOpHash: Hex) {
  const event = await findUserOperationEvent(context, userOpHash)
  if (!event) return null
  const transaction = await readNode<{ input: Hex; blockHash: Hex; blockNumber: Hex }>(
    context.rpcUrl,
    'eth_getTransactionByHash',
    [event.transactionHash],
  )
  const { args: handleOpsArgs } = decodeFunctionData({
    abi: entryPoint07Abi,
    data: transaction.input,
  })
  const { sender, nonce } = decodeUserOperationEvent(event)
  const operations = (handleOpsArgs?.[0] ?? []) as readonly PackedUserOperation[]
  const packed = operations.find(
    (operation) => operation.sender === sender && operation.nonce === nonce,
  )
  if (!packed) return null
  return {
    userOperation: unpackUserOperation(packed),
    entryPoint: context.entryPoint,
    transactionHash: event.transactionHash,
    blockHash: transaction.blockHash,
    blockNumber: transaction.blockNumber,
  }
}
