import { AppKitError } from '@openappkit/common/errors'

/** The error of a message that breaks the grammar, naming the field. */
export function malformedMessage(field: string, problem: string): AppKitError {
  return new AppKitError('SIWX_MESSAGE_MALFORMED', { params: { field, problem } })
}
