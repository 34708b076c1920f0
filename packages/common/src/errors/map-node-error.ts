import { decodeRevertReason } from './decode-revert-reason.ts'
import { collectErrorChain } from './find-in-error-chain.ts'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeErrorMapping,
  type NodeErrorParameters,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node-errors.ts'

// JSON-RPC code geth, erigon, nethermind and anvil use for a revert.
const EXECUTION_REVERTED_RPC_CODE = 3

const revertPattern =
  /execution reverted|\breverted\b|VM Exception while processing transaction: revert/i

/**
 * Message patterns per kind, checked in this order after the revert check (a revert reason can
 * quote any text, so it goes first). Each covers geth/erigon wording plus anvil (revm), Nethermind
 * and Besu variants.
 */
const kinds: ReadonlyArray<
  readonly [RegExp, new (parameters: NodeErrorParameters) => NodeErrorMapping]
> = [
  [/(?:max fee per gas|fee cap) higher than 2\^256-1/i, FeeCapTooHighError],
  [
    /(?:max fee per gas|fee cap|gas ?price) (?:is )?less than (?:the )?(?:current |block )?base ?fee|transaction is outdated/i,
    FeeCapTooLowError,
  ],
  [/nonce[ _]?(?:is )?(?:\d+ )?too[ _]?high|NonceTooFarInFuture/i, NonceTooHighError],
  [
    /nonce[ _]?(?:is )?(?:\d+ )?too[ _]?low|OldNonce|transaction already imported|already known/i,
    NonceTooLowError,
  ],
  [/nonce has max(?:imum)? value|nonce overflow/i, NonceMaxValueError],
  [
    /insufficient[ _]?funds|insufficient (?:sender )?balance|insufficient MaxFeePerGas for sender balance|exceeds transaction sender account balance|lack of funds|upfront cost exceeds account balance/i,
    InsufficientFundsError,
  ],
  [
    /intrinsic gas too high|gas limit reached|exceeds (?:the )?block gas limit|block gas limit exceeded|GasLimitExceeded/i,
    IntrinsicGasTooHighError,
  ],
  [
    /intrinsic gas too low|gas limit below intrinsic gas|intrinsic gas exceeds gas limit|call gas cost .*exceeds the gas limit/i,
    IntrinsicGasTooLowError,
  ],
  [
    /transaction type not (?:supported|valid)|tx type not supported|TxTypeNotSupported|unsupported transaction type/i,
    TransactionTypeNotSupportedError,
  ],
  [
    /(?:max priority fee per gas|priority fee|tip) (?:is )?(?:higher|greater) than (?:the )?(?:max fee(?: per gas)?|fee cap)|max priority fee per gas cannot be (?:higher|greater) than max fee per gas|miner premium is negative/i,
    TipAboveFeeCapError,
  ],
]

// Reason texts in node messages, most specific first.
const reasonPatterns = [
  /reverted with reason string '(.*)'/is,
  /reverted with custom error '(.*)'/is,
  /reverted with panic code (.*)/is,
  /execution reverted:\s*(.*)/is,
  /VM Exception while processing transaction: revert\s+(.*)/is,
]

/**
 * Maps a node error (a message string, an Error, or a JSON-RPC `{ code, message, data }` object,
 * possibly nested in `cause` / `details` / `error`) to one of the docs/project/behaviour.md §8
 * node-error kinds. The original is kept as `cause`, the node's wording as `details`. Nothing
 * matched: UnknownNodeError.
 */
export function mapNodeError(raw: unknown): NodeErrorMapping {
  const chain = typeof raw === 'string' ? [] : collectErrorChain(raw)
  const messages = typeof raw === 'string' ? [raw] : chain.flatMap(messagesOf)
  const parameters = { cause: raw, details: messages[0] }

  const reverted =
    chain.some((value) => (value as { code?: unknown }).code === EXECUTION_REVERTED_RPC_CODE) ||
    messages.some((message) => revertPattern.test(message))
  if (reverted) {
    const data = findRevertData(chain, messages)
    const reason = (data && decodeRevertReason(data)) ?? findReasonInMessages(messages)
    return new ExecutionRevertedError({ ...parameters, reason, data })
  }

  for (const [pattern, ErrorKind] of kinds) {
    if (messages.some((message) => pattern.test(message))) return new ErrorKind(parameters)
  }
  return new UnknownNodeError(parameters)
}

function messagesOf(value: object): string[] {
  const record = value as Record<string, unknown>
  return ['message', 'shortMessage', 'details', 'reason', 'data']
    .map((key) => record[key])
    .filter((text): text is string => typeof text === 'string' && text.length > 0)
}

// Revert data: a `data` hex string anywhere in the chain (Nethermind writes 'Reverted 0x…'),
// else hex quoted right after 'execution reverted:' in a message.
function findRevertData(chain: object[], messages: string[]): string | undefined {
  for (const value of chain) {
    const { data } = value as { data?: unknown }
    const hex = typeof data === 'string' ? /0x[0-9a-fA-F]{8,}/.exec(data)?.[0] : undefined
    if (hex) return hex
  }
  for (const message of messages) {
    const hex = /execution reverted:\s*(0x[0-9a-fA-F]{8,})/i.exec(message)?.[1]
    if (hex) return hex
  }
  return undefined
}

function findReasonInMessages(messages: string[]): string | undefined {
  for (const pattern of reasonPatterns) {
    for (const message of messages) {
      const text = pattern.exec(message)?.[1]?.trim()
      // anvil prefixes the reason with 'revert: '.
      const reason = text?.replace(/^(?:revert:\s*)+/i, '').trim()
      if (reason && !/^0x[0-9a-fA-F]*$/.test(reason)) return reason
    }
  }
  return undefined
}
