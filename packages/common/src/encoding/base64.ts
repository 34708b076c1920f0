// Globals of every browser and of Node since 16; common is typed without the DOM, so named here.
declare function btoa(data: string): string
declare function atob(data: string): string

/** Standard base64 (with padding) of `bytes`; built a byte at a time, so any length fits. */
export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

/**
 * The bytes of standard base64 text (padding optional). Anything else throws the platform's
 * `InvalidCharacterError`, as `atob` does: callers at a trust boundary map it to their own error.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}
