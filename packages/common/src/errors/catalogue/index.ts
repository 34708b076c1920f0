import { fillTemplate } from './fill-template.ts'
import { notices } from './notices.ts'
import { productErrors } from './product-errors.ts'
import { specErrors } from './spec-errors.ts'
import type { ErrorCode, MessageCode, MessageDescriptor } from './types.ts'
import { walletErrors } from './wallet-errors.ts'

/** Every error's English text by code; the messages of docs/project/behaviour.md word for word. */
export const errorCatalogue = /*#__PURE__*/ Object.freeze({
  ...specErrors,
  ...walletErrors,
  ...productErrors,
})

/** Every notice's English text by code. */
export const noticeCatalogue = /*#__PURE__*/ Object.freeze({ ...notices })

/** The English texts of every code: the catalogue other languages translate. */
export const englishMessages = /*#__PURE__*/ Object.freeze({ ...errorCatalogue, ...notices })

/** Whether `value` is the code of an error of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}

/** Whether `value` is any code of the catalogue (error or notice). */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(englishMessages, value)
}

/**
 * The English text of a message, its placeholders filled; a family's `{problem}` reads
 * `problemTexts`' text of its code when given (`loadEnglishProblems`), the code otherwise.
 */
export function formatEnglishMessage(
  descriptor: MessageDescriptor,
  problemTexts?: Readonly<Record<string, string>>,
): string {
  const problem = (descriptor.params as Readonly<Record<string, unknown>> | undefined)?.problem
  const known = typeof problem === 'string' && problemTexts && Object.hasOwn(problemTexts, problem)
  return fillTemplate(
    englishMessages[descriptor.code],
    descriptor.params,
    known ? problemTexts[problem] : undefined,
  )
}

export { fillTemplate, placeholdersOf } from './fill-template.ts'
export { abiProblems } from './problems/abi-problems.ts'
export { isProblemFamilyCode, loadEnglishProblems } from './problems/load-english-problems.ts'
export type {
  ErrorCode,
  ErrorDescriptor,
  ErrorParams,
  HasNoParams,
  MessageCatalogue,
  MessageCode,
  MessageDescriptor,
  MessageParams,
  NoticeCode,
  PlaceholdersOf,
  ProblemCode,
  ProblemFamilies,
  ProblemFamilyCode,
  ProblemParams,
  ProblemTexts,
} from './types.ts'
