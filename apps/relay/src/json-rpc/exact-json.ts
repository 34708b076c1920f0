// WalletConnect clients number their JSON-RPC requests with integers above 2^53. JSON.parse
// would round them, and the client would never match our reply to its request. So integers
// that do not fit a double exactly are read as bigint and written back digit for digit.

const EXACT_INTEGER_MARK = '\u0000exact-integer:'
const MARKED_INTEGER = /"\\u0000exact-integer:(-?\d+)"/g

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

/** Rewrites integer literals that a double cannot hold exactly as marked strings. */
function markUnsafeIntegers(text: string): string {
  let output = ''
  let index = 0
  let copiedUpTo = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      // Skip the whole string literal, escapes included.
      index++
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
      index++
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
  return JSON.parse(markUnsafeIntegers(text), (_key, value) =>
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
