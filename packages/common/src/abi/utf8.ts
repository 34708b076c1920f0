import { AbiCodecError } from './abi-error.ts'

// TextEncoder/TextDecoder are not part of the ES library this package targets; the URI
// functions are, and they speak UTF-8.

/** UTF-8 bytes of `text` as hex (no 0x). */
export function utf8ToHex(text: string): string {
  let encoded: string
  try {
    encoded = encodeURIComponent(text)
  } catch (error) {
    throw new AbiCodecError({ problem: 'NOT_UNICODE' }, { cause: error })
  }
  let hex = ''
  for (let index = 0; index < encoded.length; index++) {
    if (encoded[index] === '%') {
      hex += encoded.slice(index + 1, index + 3).toLowerCase()
      index += 2
    } else {
      hex += encoded.charCodeAt(index).toString(16).padStart(2, '0')
    }
  }
  return hex
}

/** The text of UTF-8 bytes given as hex (no 0x); throws on invalid UTF-8. */
export function hexToUtf8(hex: string): string {
  try {
    return decodeURIComponent(hex.replace(/(..)/g, '%$1'))
  } catch (error) {
    throw new AbiCodecError({ problem: 'NOT_UTF8' }, { cause: error })
  }
}
