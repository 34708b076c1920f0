const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random nonce of letters and digits (16 characters ≈ 95 bits) from the platform's CSPRNG. */
export function randomNonce(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
  let nonce = ''
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248 && nonce.length < length) nonce += alphabet[byte % 62]
  }
  return nonce.length === length ? nonce : randomNonce(length)
}
