import type { notices } from './notices.ts'
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

/** Values for the placeholders of `Code`. */
export type MessageParams<Code extends MessageCode> = Record<
  PlaceholdersOf<EnglishMessages[Code]>,
  string | number
>

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
