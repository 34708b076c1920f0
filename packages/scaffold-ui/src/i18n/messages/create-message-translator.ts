import {
  englishMessages,
  type MessageCatalogue,
  type MessageDescriptor,
} from '@openappkit/common/errors'
import { formatMessage } from '../format-message.ts'

/** Shows a message kept by identity (an error's or a notice's code and parameters). */
export type TranslateMessage = (message: MessageDescriptor) => string

/**
 * A `translateMessage(descriptor)` over one language's messages, plurals chosen by
 * `numberLocale`'s rules; English fills any gap.
 */
export function createMessageTranslator(
  messages: MessageCatalogue,
  numberLocale: string,
): TranslateMessage {
  return ({ code, params }) =>
    formatMessage(messages[code] ?? englishMessages[code] ?? code, params, numberLocale)
}
