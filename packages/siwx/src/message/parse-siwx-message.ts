import type { CaipNetworkId } from '@openappkit/common/caip'
import type { SIWXMessageData } from '@openappkit/controllers'
import { normalizeSiwxAddress, splitSiwxChainId } from './serialize-siwx-message.ts'
import { malformedMessage } from './siwx-message-error.ts'
import {
  addressCheck,
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
import { SIWX_CHAIN_NAMES, type SiwxNamespace } from './siwx-namespaces.ts'

/** The fields of a message read back from its text. */
export type ParseSiwxMessageReturnType = SIWXMessageData

const headerSuffix = / wants you to sign in with your (\w+) account:$/
const chainNamespaces = Object.fromEntries(
  Object.entries(SIWX_CHAIN_NAMES).map(([namespace, name]) => [name, namespace]),
) as Record<string, SiwxNamespace>

/** Reads the lines of a message in order; each read names the field it expects. */
class LineReader {
  index = 0
  constructor(readonly lines: string[]) {}

  /** The value of `Label: value` on the next line, checked; `undefined` when optional and absent. */
  tagged(label: string, check: FieldCheck, optional = false): string | undefined {
    const line = this.lines[this.index]
    const prefix = `${label}: `
    if (line === undefined || !line.startsWith(prefix)) {
      if (optional) return undefined
      throw malformedMessage(
        label,
        line === undefined
          ? 'is missing'
          : `is missing or out of order (found ${JSON.stringify(line.slice(0, 40))})`,
      )
    }
    this.index += 1
    const value = line.slice(prefix.length)
    const problem = check(value)
    if (problem !== undefined) throw malformedMessage(label, problem)
    return value
  }

  /** Consumes an empty line where the grammar has one. */
  blank(after: string): void {
    if (this.lines[this.index] !== '')
      throw malformedMessage(after, 'must be followed by an empty line')
    this.index += 1
  }
}

/**
 * Reads a CAIP-122 / EIP-4361 message back into its fields with the strict grammar the
 * serializer writes; throws `SIWX_MESSAGE_MALFORMED` naming the first field that breaks it.
 */
export function parseSiwxMessage(text: string): ParseSiwxMessageReturnType {
  if (typeof text !== 'string' || text.length === 0) throw malformedMessage('message', 'is empty')
  if (text.length > SIWX_MESSAGE_MAX_LENGTH) {
    throw malformedMessage('message', `is longer than ${SIWX_MESSAGE_MAX_LENGTH} characters`)
  }
  const lines = text.split('\n')
  const reader = new LineReader(lines)
  const header = lines[0] ?? ''
  const match = headerSuffix.exec(header)
  const namespace = match ? chainNamespaces[match[1] ?? ''] : undefined
  if (!match || !namespace) {
    throw malformedMessage(
      'header',
      'must be "{domain} wants you to sign in with your {Ethereum|Solana|Bitcoin} account:"',
    )
  }
  const domain = header.slice(0, match.index)
  const domainProblem = checkDomain(domain)
  if (domainProblem) throw malformedMessage('domain', domainProblem)
  const accountAddress = lines[1] ?? ''
  const addressProblem = addressCheck(namespace)(accountAddress)
  if (addressProblem) throw malformedMessage('address', addressProblem)
  if (
    namespace === 'eip155' &&
    normalizeSiwxAddress(namespace, accountAddress) !== accountAddress
  ) {
    throw malformedMessage('address', 'is not EIP-55 checksummed')
  }
  reader.index = 2
  reader.blank('address')
  let statement: string | undefined
  if (lines[reader.index] !== '') {
    statement = lines[reader.index] ?? ''
    const problem = checkStatement(statement)
    if (problem) throw malformedMessage('statement', problem)
    reader.index += 1
  }
  reader.blank(statement === undefined ? 'address' : 'statement')
  const uri = reader.tagged('URI', checkUri) as string
  const version = reader.tagged('Version', checkVersion) as string
  const reference = reader.tagged('Chain ID', (value) =>
    value.length > 0 ? undefined : 'is empty',
  ) as string
  const { reference: checkedReference } = splitSiwxChainId(`${namespace}:${reference}`)
  const nonce = reader.tagged('Nonce', checkNonce) as string
  const issuedAt = reader.tagged('Issued At', checkDateTime) as string
  const expirationTime = reader.tagged('Expiration Time', checkDateTime, true)
  const notBefore = reader.tagged('Not Before', checkDateTime, true)
  const requestId = reader.tagged('Request ID', checkRequestId, true)
  let resources: string[] | undefined
  if (lines[reader.index] === 'Resources:') {
    reader.index += 1
    resources = []
    for (; reader.index < lines.length; reader.index += 1) {
      const line = lines[reader.index] ?? ''
      if (!line.startsWith('- '))
        throw malformedMessage('Resources', 'must list one "- {uri}" per line')
      const problem = checkUri(line.slice(2))
      if (problem) throw malformedMessage('Resources', problem)
      resources.push(line.slice(2))
    }
  }
  if (reader.index !== lines.length) {
    throw malformedMessage('message', `has unexpected text on line ${reader.index + 1}`)
  }
  const data: SIWXMessageData = {
    domain,
    accountAddress,
    chainId: `${namespace}:${checkedReference}` as CaipNetworkId,
    uri,
    version,
    nonce,
    issuedAt,
  }
  if (statement !== undefined) data.statement = statement
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  if (notBefore !== undefined) data.notBefore = notBefore
  if (requestId !== undefined) data.requestId = requestId
  if (resources !== undefined) data.resources = resources
  return data
}
