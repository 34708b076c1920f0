// Stored and fetched data are validated through zod's `safeParse` shape rather than zod's types,
// so lazy code can pass zod schemas while the first load's code passes hand-written parsers and
// never pulls zod in (issue 22).

/** What `safeParse` returns: the parsed value, or a failure (zod's carries the error). */
export type SafeParseResult<T> = { success: true; data: T } | { success: false; error?: unknown }

/** A zod schema, or a hand-written parser with the same `safeParse`. */
export type SafeParser<T = unknown> = { safeParse(data: unknown): SafeParseResult<T> }

/** The value `parser` yields on success (zod's output type for a zod schema). */
export type ParsedBy<TParser extends SafeParser> = Extract<
  ReturnType<TParser['safeParse']>,
  { success: true }
>['data']

/** A parser from `parse`, which returns the parsed value or `undefined` to reject. */
export function defineParser<T>(parse: (data: unknown) => T | undefined): SafeParser<T> {
  return {
    safeParse(data) {
      const parsed = parse(data)
      return parsed === undefined ? { success: false } : { success: true, data: parsed }
    },
  }
}

/** Accepts anything, like `z.unknown()`. */
export const anyValue: SafeParser<unknown> = { safeParse: (data) => ({ success: true, data }) }
