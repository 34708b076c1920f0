import type { en } from './en.ts'

/** A key of the catalogue. */
export type MessageKey = keyof typeof en

/** A complete catalogue: every key, any language. */
export type Catalogue = { readonly [Key in MessageKey]: string }

/** The locales with a catalogue. */
export type Locale = 'en' | 'es'

/** The `{placeholder}` names in an English message. */
export type ParamNames<Message extends string> =
  Message extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

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
