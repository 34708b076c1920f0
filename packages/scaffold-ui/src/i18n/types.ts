import type { MessageCatalogue, ProblemCode, ProblemFamilyCode } from '@openappkit/common/errors'
import type { en } from './en.ts'
import type { enElements } from './en-elements.ts'
import type { enFeatures } from './en-features.ts'
import type { enShell } from './en-shell.ts'

export type { Locale } from './locale-settings.ts'

/** A key of the catalogue. */
export type MessageKey = keyof typeof en

/** A complete catalogue: every key, any language. */
export type Catalogue = { readonly [Key in MessageKey]: string }

/** The custom elements' labels, in one language (a chunk of their own). */
export type ElementsCatalogue = { readonly [Key in keyof typeof enElements]: string }

/** The shell's and first views' strings but the elements', in one language. */
export type ShellCatalogue = {
  readonly [Key in Exclude<keyof typeof enShell, keyof typeof enElements>]: string
}

/** The feature views' strings, in one language. */
export type FeaturesCatalogue = { readonly [Key in keyof typeof enFeatures]: string }

/**
 * One language's catalogue, in the parts English has (`en-elements.ts`, `en-shell.ts`,
 * `en-features.ts`, and the error catalogue's codes): `locales/<locale>/<part>.ts`.
 */
export type LocaleCatalogues = {
  elements: ElementsCatalogue
  shell: ShellCatalogue
  features: FeaturesCatalogue
  messages: MessageCatalogue
}

/**
 * One language's texts of every family's problem codes (`locales/<locale>/problems.ts`, a chunk
 * of its own): the `{problem}` of `ABI_CODEC_FAILED`...
 */
export type ProblemCatalogue = {
  readonly [Code in ProblemFamilyCode]: { readonly [Problem in ProblemCode<Code>]: string }
}

/**
 * The placeholder names of an English message: `{name}`, and the count of a
 * `{count, plural, one {# wallet} other {# wallets}}` block (whose branches after the first
 * each hold `#`, so they are not read as names).
 */
export type ParamNames<Message extends string> =
  Message extends `${string}{${infer Name}}${infer Rest}`
    ?
        | (Name extends `${infer Count}, plural,${string}`
            ? Count
            : Name extends `${string}#${string}`
              ? never
              : Name)
        | ParamNames<Rest>
    : never

/** Values for the placeholders of `Key`. */
export type MessageParams<Key extends MessageKey> = Record<
  ParamNames<(typeof en)[Key]>,
  string | number
>

/** `t`'s rest parameters: nothing for a message without placeholders, their values otherwise. */
export type TranslateArguments<Key extends MessageKey> = [ParamNames<(typeof en)[Key]>] extends [
  never,
]
  ? []
  : [params: MessageParams<Key>]

/** Looks a key up in the active catalogue and fills its placeholders. */
export type Translate = <Key extends MessageKey>(
  key: Key,
  ...params: TranslateArguments<Key>
) => string
