import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A fresh six-digit code, uniformly drawn. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The salted hash the api keeps instead of the code. */
export function hashOneTimeCode(code: string, salt = randomBytes(16).toString('hex')) {
  return { salt, hash: createHash('sha256').update(`${salt}:${code}`).digest('hex') }
}

/** Whether `code` is the one whose hash was kept (constant time). */
export function isOneTimeCode(code: string, salt: string, hash: string): boolean {
  const candidate = Buffer.from(hashOneTimeCode(code, salt).hash, 'hex')
  const kept = Buffer.from(hash, 'hex')
  return candidate.length === kept.length && timingSafeEqual(candidate, kept)
}

/** A session token (256 random bits) and the hash the api keeps of it. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSessionToken(token) }
}

/** The hash of a session token, as kept. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
