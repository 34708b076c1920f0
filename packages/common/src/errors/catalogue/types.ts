import type { notices } from './notices.ts'
import type { abiProblems } from './problems/abi-problems.ts'
import type { productErrors } from './product-errors.ts'
import type { specErrors } from './spec-errors.ts'
import type { walletErrors } from './wallet-errors.ts'

type EnglishErrors = typeof specErrors & typeof walletErrors & typeof productErrors

/** The code of an error of the catalogue (`'CONNECTION_REJECTED'`). */
export type ErrorCode = keyof EnglishErrors
/** The code of a notice (a loading or success toast). */
export type NoticeCode = keyof typeof notices
/** Any code a message can be shown by. */
export type MessageCode = ErrorCode | NoticeCode

type EnglishMessages = EnglishErrors & typeof notices

/** The `{placeholder}` names of a template. */
export type PlaceholdersOf<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never

/**
 * The entries whose `{problem}` is a code of their own family (docs/project/architecture.md §6b),
 * and that family's English texts (`catalogue/problems/*`), loaded apart from the catalogue.
 */
export type ProblemFamilies = {
  ABI_CODEC_FAILED: typeof abiProblems
}

/** An entry whose `{problem}` is a problem code. */
export type ProblemFamilyCode = keyof ProblemFamilies

/** The problem codes of `Code`'s family (`'DATA_TOO_SHORT'`). */
export type ProblemCode<Code extends ProblemFamilyCode> = keyof ProblemFamilies[Code] & string

/** One problem of `Code`'s family: its code and the values of its own text's placeholders. */
export type ProblemParams<Code extends ProblemFamilyCode> = {
  [Problem in ProblemCode<Code>]: { problem: Problem } & Record<
    PlaceholdersOf<ProblemFamilies[Code][Problem] & string>,
    string | number
  >
}[ProblemCode<Code>]

/** The English texts of a family's problems, by problem code. */
export type ProblemTexts = { readonly [problem: string]: string }

/** Values for the placeholders of `Code`. */
export type MessageParams<Code extends MessageCode> = Record<
  PlaceholdersOf<EnglishMessages[Code]>,
  string | number
>

/**
 * What an error of `Code` is made with: its placeholders' values, and for a family's entry one
 * of its problems (`{ problem: 'DATA_TOO_SHORT' }`) with that problem's own values.
 */
export type ErrorParams<Code extends ErrorCode> = Code extends ProblemFamilyCode
  ? ProblemParams<Code> &
      Record<Exclude<PlaceholdersOf<EnglishErrors[Code]>, 'problem'>, string | number>
  : MessageParams<Code>

/** Whether the message of `Code` has no placeholder. */
export type HasNoParams<Code extends MessageCode> = [
  PlaceholdersOf<EnglishMessages[Code]>,
] extends [never]
  ? true
  : false

/** A message kept by identity (code and parameters), translated only when shown. */
export type MessageDescriptor<Code extends MessageCode = MessageCode> = Code extends MessageCode
  ? HasNoParams<Code> extends true
    ? { readonly code: Code; readonly params?: undefined }
    : { readonly code: Code; readonly params: MessageParams<Code> }
  : never

/** A descriptor of an error of the catalogue. */
export type ErrorDescriptor<Code extends ErrorCode = ErrorCode> = MessageDescriptor<Code>

/** A complete set of texts, one per code, in one language. */
export type MessageCatalogue = { readonly [Code in MessageCode]: string }
