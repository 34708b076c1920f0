import type { SIWXMessageData } from '@openappkit/controllers'
import { getAddress } from 'viem'
import { malformedMessage } from './siwx-message-error.ts'
import {
  addressCheck,
  chainReferenceCheck,
  checkDateTime,
  checkDomain,
  checkNonce,
  checkRequestId,
  checkStatement,
  checkUri,
  checkVersion,
  type FieldCheck,
  SIWX_MESSAGE_MAX_LENGTH,
} from './siwx-message-grammar.ts'
import { isSiwxNamespace, SIWX_CHAIN_NAMES, type SiwxNamespace } from './siwx-namespaces.ts'

/** The text of a message, one field per line, in the order EIP-4361 defines. */
export type SerializeSiwxMessageReturnType = string

function checked(field: string, value: string, check: FieldCheck): string {
  const problem = check(value)
  if (problem !== undefined) throw malformedMessage(field, problem)
  return value
}

/** The namespace and chain reference of a message's CAIP-2 chain id; throws when unsupported. */
export function splitSiwxChainId(chainId: string): { namespace: SiwxNamespace; reference: string } {
  const [namespace = '', reference = '', ...rest] = chainId.split(':')
  if (!isSiwxNamespace(namespace) || rest.length > 0) {
    throw malformedMessage(
      'Chain ID',
      `${JSON.stringify(chainId)} is not an eip155, solana or bip122 network`,
    )
  }
  return { namespace, reference: checked('Chain ID', reference, chainReferenceCheck(namespace)) }
}

/** The address as the message shows it: EIP-55 checksummed on EVM, as given elsewhere. */
export function normalizeSiwxAddress(namespace: SiwxNamespace, address: string): string {
  checked('address', address, addressCheck(namespace))
  return namespace === 'eip155' ? getAddress(address) : address
}

/**
 * The CAIP-122 text of a sign-in message (EIP-4361 on eip155), validating every field first;
 * throws `SIWX_MESSAGE_MALFORMED` naming the field that breaks the grammar.
 */
export function serializeSiwxMessage(data: SIWXMessageData): SerializeSiwxMessageReturnType {
  const { namespace, reference } = splitSiwxChainId(data.chainId)
  const lines = [
    `${checked('domain', data.domain, checkDomain)} wants you to sign in with your ${SIWX_CHAIN_NAMES[namespace]} account:`,
    normalizeSiwxAddress(namespace, data.accountAddress),
    '',
  ]
  if (data.statement !== undefined) lines.push(checked('statement', data.statement, checkStatement))
  lines.push('')
  lines.push(`URI: ${checked('URI', data.uri, checkUri)}`)
  lines.push(`Version: ${checked('Version', data.version, checkVersion)}`)
  lines.push(`Chain ID: ${reference}`)
  lines.push(`Nonce: ${checked('Nonce', data.nonce, checkNonce)}`)
  lines.push(`Issued At: ${checked('Issued At', data.issuedAt ?? '', checkDateTime)}`)
  if (data.expirationTime !== undefined)
    lines.push(`Expiration Time: ${checked('Expiration Time', data.expirationTime, checkDateTime)}`)
  if (data.notBefore !== undefined)
    lines.push(`Not Before: ${checked('Not Before', data.notBefore, checkDateTime)}`)
  if (data.requestId !== undefined)
    lines.push(`Request ID: ${checked('Request ID', data.requestId, checkRequestId)}`)
  if (data.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of data.resources)
      lines.push(`- ${checked('Resources', resource, checkUri)}`)
  }
  const text = lines.join('\n')
  if (text.length > SIWX_MESSAGE_MAX_LENGTH) {
    throw malformedMessage('message', `is longer than ${SIWX_MESSAGE_MAX_LENGTH} characters`)
  }
  return text
}
