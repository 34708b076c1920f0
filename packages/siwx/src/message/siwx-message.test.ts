import { isAppKitError } from '@openappkit/common/errors'
import type { SIWXMessageData } from '@openappkit/controllers'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parse-siwx-message.ts'
import { serializeSiwxMessage } from './serialize-siwx-message.ts'

// EIP-4361's own example message, word for word.
const eip4361Example = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

const base: SIWXMessageData = {
  domain: 'localhost:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-26T10:00:00.000Z',
}

function fieldOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    if (isAppKitError(error) && error.code === 'SIWX_MESSAGE_MALFORMED') {
      return (error.params as { field: string }).field
    }
    throw error
  }
  return undefined
}

describe('sign-in messages', () => {
  it('reads the EIP-4361 example and writes it back byte for byte', () => {
    const data = parseSiwxMessage(eip4361Example)
    expect(data).toEqual({
      domain: 'service.invalid',
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      chainId: 'eip155:1',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
      uri: 'https://service.invalid/login',
      version: '1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24Z',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    })
    expect(serializeSiwxMessage(data)).toBe(eip4361Example)
  })

  it('round-trips every optional field on every namespace', () => {
    const messages: SIWXMessageData[] = [
      base,
      {
        ...base,
        statement: 'Sign in to the lab',
        expirationTime: '2026-11-27T10:00:00Z',
        notBefore: '2026-11-26T09:59:00+01:00',
        requestId: 'req-1',
        resources: ['https://a.test/x'],
      },
      {
        ...base,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        accountAddress: '7EqQdEUL6ao3WCnhVGJCHFuzUWzUrdsyPEtBKfcVFNwE',
      },
      {
        ...base,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        statement: 'Bitcoin',
      },
    ]
    for (const message of messages) {
      const text = serializeSiwxMessage(message)
      expect(parseSiwxMessage(text)).toEqual(message)
    }
    expect(serializeSiwxMessage(messages[2] as SIWXMessageData).split('\n')[0]).toBe(
      'localhost:5173 wants you to sign in with your Solana account:',
    )
  })

  it('writes the EIP-55 address and keeps the empty lines of EIP-4361 without a statement', () => {
    const text = serializeSiwxMessage({
      ...base,
      accountAddress: base.accountAddress.toLowerCase(),
    })
    expect(text.split('\n').slice(0, 5)).toEqual([
      'localhost:5173 wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      '',
      'URI: http://localhost:5173/',
    ])
  })

  it('names the field a malformed message breaks', () => {
    const text = serializeSiwxMessage({ ...base, statement: 'Hi', requestId: 'r1' })
    const cases: Array<[string, string]> = [
      [text.replace('localhost:5173', 'lоcalhost:5173'), 'domain'], // Cyrillic о
      [text.replace('Ethereum', 'Dogecoin'), 'header'],
      [
        text.replace(
          '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        ),
        'address',
      ],
      [text.replace('Nonce: a1B2c3D4e5', 'Nonce: short'), 'Nonce'],
      [text.replace('Version: 1', 'Version: 2'), 'Version'],
      [text.replace('Chain ID: 31337', 'Chain ID: 0x7a69'), 'Chain ID'],
      [text.replace('Issued At: 2026-11-26T10:00:00.000Z', 'Issued At: yesterday'), 'Issued At'],
      [text.replace('URI: http://localhost:5173/', 'URI: not a uri'), 'URI'],
      [text.replace('Hi', 'Hi\u200b'), 'statement'],
      [text.replace('Request ID: r1', 'Request ID: r 1'), 'Request ID'],
      [text.replace('Version: 1\n', ''), 'Version'],
      [`${text}\nextra`, 'message'],
      [text.replaceAll('\n', '\r\n'), 'header'],
      ['x'.repeat(9_000), 'message'],
      ['', 'message'],
    ]
    for (const [malformed, field] of cases)
      expect(fieldOf(() => parseSiwxMessage(malformed))).toBe(field)
    expect(fieldOf(() => serializeSiwxMessage({ ...base, nonce: 'abc' }))).toBe('Nonce')
    expect(fieldOf(() => serializeSiwxMessage({ ...base, chainId: 'cosmos:hub' as never }))).toBe(
      'Chain ID',
    )
    expect(fieldOf(() => serializeSiwxMessage({ ...base, issuedAt: undefined }))).toBe('Issued At')
  })
})
