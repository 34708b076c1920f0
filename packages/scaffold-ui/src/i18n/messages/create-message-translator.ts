import {
  englishMessages,
  fillTemplate,
  type MessageCatalogue,
  type MessageDescriptor,
} from '@openappkit/common/errors'

/** Shows a message kept by identity (an error's or a notice's code and parameters). */
export type TranslateMessage = (message: MessageDescriptor) => string

/** A `translateMessage(descriptor)` over one language's messages; English fills any gap. */
export function createMessageTranslator(messages: MessageCatalogue): TranslateMessage {
  return ({ code, params }) => fillTemplate(messages[code] ?? englishMessages[code] ?? code, params)
}
