import {
  type AppKitError,
  isAppKitError,
  type MessageCode,
  type MessageDescriptor,
} from '@openappkit/common/errors'

/** What a toast can be given: a code without parameters, a descriptor, or an error. */
export type ToastMessage = MessageCode | MessageDescriptor | AppKitError

/** The message of a toast by identity: `{ code, params }`, translated when the modal shows it. */
export function toMessageDescriptor(message: ToastMessage): MessageDescriptor {
  if (typeof message === 'string') return { code: message } as MessageDescriptor
  if (isAppKitError(message)) return message.toDescriptor()
  return message
}
