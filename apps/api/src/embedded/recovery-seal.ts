import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Seals a recovery share with the api's recovery key (AES-256-GCM, the account's email as
 * associated data): a database dump alone holds no second share of anyone's secret.
 */
export function sealRecoveryShare(key: string, email: string, share: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv)
  cipher.setAAD(Buffer.from(email))
  const sealed = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** Opens a sealed recovery share; throws when the key, the email or the bytes do not match. */
export function openRecoveryShare(key: string, email: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(key, 'base64'),
    bytes.subarray(0, 12),
  )
  decipher.setAAD(Buffer.from(email))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
