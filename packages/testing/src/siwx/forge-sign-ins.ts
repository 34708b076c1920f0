/** A tampered sign-in: what was changed, the message text and the signature sent. */
export type ForgedSignIn = { forgery: string; message: string; signature: string }

/** A correctly signed sign-in to tamper with, and what an attacker could also hold. */
export type ForgeSignInsParameters = {
  message: string
  signature: string
  /** Another key's signature over the same message (a wrong key). */
  foreignSignature: string
  /** The same key's signature over another message (a signature moved between messages). */
  movedSignature: string
  /** Seed of the pseudo-random positions, so a failure is reproducible. */
  seed?: number | undefined
  /** Random character changes in the message and in the signature (default 70 and 45). */
  messageFlips?: number | undefined
  signatureFlips?: number | undefined
}

// Look-alikes an attacker registers to pass for the real domain: Cyrillic, Greek and fullwidth
// letters, invisible characters, an IDN spelled in punycode, a suffix, userinfo and a port.
const DOMAIN_FORGERIES: Array<(domain: string) => string> = [
  (domain) => domain.replace('a', '\u0430'),
  (domain) => domain.replace('e', '\u0435'),
  (domain) => domain.replace('o', '\u043e'),
  (domain) => domain.replace('p', '\u0440'),
  (domain) => domain.replace('.', '\uff0e'),
  (domain) => domain.replace(/^(.)/, '$1\u200b'),
  (domain) => domain.replace(/^(.)/, '$1\u200d'),
  (domain) => `\u202e${domain}`,
  (domain) => `${domain}.evil.example`,
  (domain) => `evil.example@${domain}`,
  (domain) => `xn--80ak6aa92e.${domain}`,
  (domain) => domain.toUpperCase(),
  (domain) => `${domain}:8443`,
  (domain) => `${domain} `,
  (domain) => domain.replace('.', '..'),
]

const LINE_FORGERIES: Record<string, string[]> = {
  URI: ['https://evil.example/', 'javascript:alert(1)', 'https://dapp.example.evil.example/', ''],
  Version: ['2', '0', '1.0', ''],
  'Chain ID': ['999999', '0', '-1', 'x', ''],
  Nonce: ['AAAAAAAAAAAA', 'short', 'has space 12', ''],
  'Issued At': ['2020-01-01T00:00:00Z', '2999-01-01T00:00:00Z', 'yesterday', ''],
  'Expiration Time': ['2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z', 'never'],
  'Not Before': ['2999-01-01T00:00:00Z', 'soon'],
  'Request ID': ['other', 'has space'],
}

/** A small deterministic generator (mulberry32): the same seed gives the same forgeries. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

function replaceAt(text: string, index: number, character: string): string {
  return `${text.slice(0, index)}${character}${text.slice(index + 1)}`
}

/** A different printable character at the same place. */
function otherCharacter(current: string, next: () => number): string {
  const code = 33 + Math.floor(next() * 94)
  const candidate = String.fromCharCode(code)
  return candidate === current ? String.fromCharCode(code === 126 ? 33 : code + 1) : candidate
}

/**
 * Hundreds of tampered versions of one correctly signed sign-in (SIWX / EIP-4361 text): field
 * changes, look-alike domains, character flips in the message and the signature, truncations,
 * oversized inputs, foreign and moved signatures. Every one must be refused by a verifier.
 */
export function forgeSignIns(parameters: ForgeSignInsParameters): ForgedSignIn[] {
  const { message, signature } = parameters
  const next = random(parameters.seed ?? 1)
  const forged: ForgedSignIn[] = []
  const add = (forgery: string, forgedMessage: string, forgedSignature = signature) => {
    if (forgedMessage !== message || forgedSignature !== signature) {
      forged.push({ forgery, message: forgedMessage, signature: forgedSignature })
    }
  }
  const lines = message.split('\n')
  const domain = (lines[0] ?? '').split(' ')[0] ?? ''
  DOMAIN_FORGERIES.forEach((forge, index) => {
    add(`look-alike domain ${index}`, message.replace(domain, forge(domain)))
  })
  add(
    'other address',
    replaceAt(
      message,
      message.indexOf('\n') + 3,
      otherCharacter(message.charAt(message.indexOf('\n') + 3), next),
    ),
  )
  add('statement added', message.replace('\n\n', '\n\nAlso transfer everything\n\n'))
  for (const [label, values] of Object.entries(LINE_FORGERIES)) {
    const index = lines.findIndex((line) => line.startsWith(`${label}: `))
    for (const value of values) {
      const changed = [...lines]
      if (index >= 0) changed[index] = `${label}: ${value}`
      else
        changed.splice(
          lines.findIndex((line) => line.startsWith('Issued At: ')) + 1,
          0,
          `${label}: ${value}`,
        )
      add(`${label} ${JSON.stringify(value)}`, changed.join('\n'))
    }
  }
  add('resource added', `${message}\nResources:\n- https://evil.example/drain`)
  add('carriage returns', message.replaceAll('\n', '\r\n'))
  add('byte order mark', `\ufeff${message}`)
  add('trailing newline', `${message}\n`)
  add('trailing space', `${message} `)
  add('line dropped', lines.filter((line) => !line.startsWith('Version: ')).join('\n'))
  add('lines swapped', [lines[0], lines[1], ...lines.slice(2).reverse()].join('\n'))
  add('empty message', '')
  add('oversized message', `${message}\n${'A'.repeat(20_000)}`)
  add('message of nulls', '\u0000'.repeat(200))
  for (let flip = 0; flip < (parameters.messageFlips ?? 70); flip += 1) {
    const index = Math.floor(next() * message.length)
    add(
      `message flip at ${index}`,
      replaceAt(message, index, otherCharacter(message.charAt(index), next)),
    )
  }
  add('foreign key', message, parameters.foreignSignature)
  add('moved signature', message, parameters.movedSignature)
  add('empty signature', message, '')
  add('oversized signature', message, `${signature}${'0'.repeat(60_000)}`)
  add('doubled signature', message, `${signature}${signature.replace(/^0x/, '')}`)
  add('not a signature', message, 'null')
  add('whitespace signature', message, ` ${signature} `)
  for (const keep of [0.25, 0.5, 0.75, 0.9]) {
    add(
      `signature truncated to ${keep}`,
      message,
      signature.slice(0, Math.floor(signature.length * keep)),
    )
  }
  // The last characters of base64 and base58 may carry padding bits; flips stay before them.
  const flippable = Math.max(1, signature.length - 3)
  for (let flip = 0; flip < (parameters.signatureFlips ?? 45); flip += 1) {
    const index = (signature.startsWith('0x') ? 2 : 0) + Math.floor(next() * (flippable - 2))
    const current = signature.charAt(index)
    const alphabet = /^0x/.test(signature)
      ? '0123456789abcdef'
      : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    const replacement = alphabet
      .replace(current.toLowerCase(), '')
      .charAt(Math.floor(next() * (alphabet.length - 1)))
    add(`signature flip at ${index}`, message, replaceAt(signature, index, replacement))
  }
  return forged
}
