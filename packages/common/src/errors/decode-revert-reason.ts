const ERROR_STRING_SELECTOR = '08c379a0' // Error(string)
const PANIC_SELECTOR = '4e487b71' // Panic(uint256)
const WORD = 64 // hex characters of one 32-byte ABI word

// Solidity panic codes (docs.soliditylang.org, "Panic via assert and Error via require").
const PANIC_REASONS: Record<number, string> = {
  1: 'assertion failed',
  17: 'arithmetic underflow or overflow',
  18: 'division or modulo by zero',
  33: 'invalid enum value',
  34: 'incorrectly encoded storage byte array',
  49: 'pop on an empty array',
  50: 'array index out of bounds',
  65: 'out of memory',
  81: 'call to a zero-initialized internal function',
}

/**
 * Decodes the reason of revert data: `Error(string)` (0x08c379a0…) gives its string,
 * `Panic(uint256)` (0x4e487b71…) a 'Panic(0x11): …' text. Anything else (custom errors,
 * malformed data) gives undefined.
 */
export function decodeRevertReason(data: string): string | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) return undefined
  const hex = data.slice(2).toLowerCase()
  const selector = hex.slice(0, 8)
  const payload = hex.slice(8)

  if (selector === PANIC_SELECTOR && payload.length >= WORD) {
    const code = BigInt(`0x${payload.slice(0, WORD)}`)
    const description = PANIC_REASONS[Number(code)] ?? 'unknown panic code'
    return `Panic(0x${code.toString(16).padStart(2, '0')}): ${description}`
  }
  if (selector !== ERROR_STRING_SELECTOR || payload.length < 2 * WORD) return undefined

  const offset = Number.parseInt(payload.slice(0, WORD), 16) * 2
  const lengthWord = payload.slice(offset, offset + WORD)
  if (lengthWord.length !== WORD) return undefined
  const length = Number.parseInt(lengthWord, 16) * 2
  const stringHex = payload.slice(offset + WORD, offset + WORD + length)
  if (!Number.isSafeInteger(length) || stringHex.length !== length) return undefined
  return decodeUtf8Hex(stringHex)
}

// TextDecoder is not part of the ES library this package targets; percent-decoding is.
function decodeUtf8Hex(hex: string): string | undefined {
  try {
    return decodeURIComponent(hex.replace(/(..)/g, '%$1'))
  } catch {
    return undefined
  }
}
