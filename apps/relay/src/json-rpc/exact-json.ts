// WalletConnect clients number their JSON-RPC requests with integers above 2^53. JSON.parse
// would round them, and the client would never match our reply to its request. So integers
// that do not fit a double exactly are read as bigint and written back digit for digit.

const EXACT_INTEGER_MARK = '\u0000exact-integer:'
const MARKED_INTEGER = /"\\u0000exact-integer:(-?\d+)"/g

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

/** Sixteen digits in a row: the shortest integer literal a double may not hold (2^53 has 16). */
const LONG_DIGIT_RUN = /\d{16}/

/** The index just past the string literal opening at `start` (its closing quote included). */
function endOfString(text: string, start: number): number {
  let quote = start
  for (;;) {
    quote = text.indexOf('"', quote + 1)
    if (quote === -1) return text.length
    let backslashes = 0
    while (text[quote - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return quote + 1
  }
}

/** Rewrites integer literals that a double cannot hold exactly as marked strings. */
function markUnsafeIntegers(text: string): string {
  // Most messages hold no such run, in a string or not: nothing to look at.
  if (!LONG_DIGIT_RUN.test(text)) return text
  let output = ''
  let index = 0
  let copiedUpTo = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      // Skip the whole string literal, escapes included (an envelope is one long string).
      index = endOfString(text, index)
      continue
    }
    if (char === '-' || isDigit(char)) {
      const start = index
      index++
      while (isDigit(text[index])) index++
      const isInteger = text[index] !== '.' && text[index] !== 'e' && text[index] !== 'E'
      const literal = text.slice(start, index)
      if (isInteger && !Number.isSafeInteger(Number(literal))) {
        output += `${text.slice(copiedUpTo, start)}"\\u0000exact-integer:${literal}"`
        copiedUpTo = index
      }
      continue
    }
    index++
  }
  return output + text.slice(copiedUpTo)
}

/** JSON.parse that keeps integers beyond 2^53 exact, as bigint. */
export function parseExactJson(text: string): unknown {
  const marked = markUnsafeIntegers(text)
  // Without a marked integer, the reviver (called for every value) has nothing to do.
  if (marked === text) return JSON.parse(text)
  return JSON.parse(marked, (_key, value) =>
    typeof value === 'string' && value.startsWith(EXACT_INTEGER_MARK)
      ? BigInt(value.slice(EXACT_INTEGER_MARK.length))
      : value,
  )
}

/** JSON.stringify that writes bigint values as plain JSON integers. */
export function stringifyExactJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${EXACT_INTEGER_MARK}${item}` : item,
  )
  return text.replace(MARKED_INTEGER, '$1')
}
