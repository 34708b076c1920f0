import { AppKitError } from '@openappkit/common/errors'
import type { SIWXMessageData, SIWXSession } from '@openappkit/controllers'
import { parseSiwxMessage } from '../message/parse-siwx-message.ts'
import { malformedMessage } from '../message/siwx-message-error.ts'
import type { SIWXVerifier } from '../verifiers/siwx-verifier.ts'
import { type ValidateSiwxMessageParameters, validateSiwxMessage } from './validate-siwx-message.ts'

/** A signed message to check, with the fields the client says it holds (optional). */
export type VerifySiwxSessionParameters = Omit<ValidateSiwxMessageParameters, 'now'> & {
  message: string
  signature: string
  /** The fields as the client built them; refused when they differ from the text. */
  data?: SIWXMessageData | undefined
  verifiers: readonly SIWXVerifier[]
  now?: number | undefined
}

/** The session the message and signature prove, its fields read from the text. */
export type VerifySiwxSessionReturnType = SIWXSession

const fieldNames = [
  'domain',
  'accountAddress',
  'chainId',
  'uri',
  'version',
  'nonce',
  'statement',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
] as const

function sameFields(claimed: SIWXMessageData, parsed: SIWXMessageData): boolean {
  const sameAddress = parsed.chainId.startsWith('eip155:')
    ? claimed.accountAddress.toLowerCase() === parsed.accountAddress.toLowerCase()
    : claimed.accountAddress === parsed.accountAddress
  return (
    sameAddress &&
    fieldNames.every((name) => name === 'accountAddress' || claimed[name] === parsed[name]) &&
    JSON.stringify(claimed.resources ?? null) === JSON.stringify(parsed.resources ?? null)
  )
}

/**
 * Reads the message with the strict grammar, checks its domain, URI, network and time window,
 * then the signature with the namespace's verifier. Throws the catalogue error of the first
 * failure; resolves to the session whose fields come from the signed text, never from the client.
 */
export async function verifySiwxSession(
  parameters: VerifySiwxSessionParameters,
): Promise<VerifySiwxSessionReturnType> {
  const { message, signature, verifiers } = parameters
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 50_000) {
    throw new AppKitError('SIWX_INVALID_SIGNATURE')
  }
  const data = parseSiwxMessage(message)
  if (parameters.data !== undefined && !sameFields(parameters.data, data)) {
    throw malformedMessage('message', 'does not match the fields it was built from')
  }
  validateSiwxMessage(data, { ...parameters, now: parameters.now ?? Date.now() })
  const session: SIWXSession = { data, message, signature }
  const verifier = verifiers.find((candidate) => candidate.shouldVerify(session))
  if (!verifier) {
    throw new AppKitError('SIWX_NO_VERIFIER', {
      params: { namespace: data.chainId.split(':')[0] ?? '' },
    })
  }
  if (!(await verifier.verify(session))) throw new AppKitError('SIWX_INVALID_SIGNATURE')
  return session
}
