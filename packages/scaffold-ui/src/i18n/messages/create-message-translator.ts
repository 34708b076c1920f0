import {
  englishMessages,
  type MessageCatalogue,
  type MessageDescriptor,
} from '@openappkit/common/errors'
import { formatMessage } from '../format-message.ts'

/** Shows a message kept by identity (an error's or a notice's code and parameters). */
export type TranslateMessage = (message: MessageDescriptor) => string

/**
 * The text of a family's problem code (`ABI_CODEC_FAILED`'s `DATA_TOO_SHORT`) in the active
 * language, or `undefined` while its texts load.
 */
export type ProblemTextOf = (code: string, problem: string) => string | undefined

/**
 * A `translateMessage(descriptor)` over one language's messages, plurals chosen by
 * `numberLocale`'s rules; English fills any gap. A family's `{problem}` (a problem code) reads
 * `problemTextOf`'s text, and shows the code until that text is there.
 */
export function createMessageTranslator(
  messages: MessageCatalogue,
  numberLocale: string,
  problemTextOf?: ProblemTextOf,
): TranslateMessage {
  return ({ code, params }) => {
    const problem = (params as { problem?: unknown } | undefined)?.problem
    return formatMessage(
      messages[code] ?? englishMessages[code] ?? code,
      params,
      numberLocale,
      typeof problem === 'string' ? problemTextOf?.(code, problem) : undefined,
    )
  }
}
