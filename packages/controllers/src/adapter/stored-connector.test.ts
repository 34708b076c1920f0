// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../platform/storage/keys.ts'
import { hasStoredConnector } from './stored-connector.ts'

// happy-dom's; the package compiles without the DOM library.
const localStorage = (
  globalThis as unknown as {
    localStorage: { setItem(key: string, value: string): void; clear(): void }
  }
).localStorage

describe('hasStoredConnector', () => {
  afterEach(() => localStorage.clear())

  it.each(['eip155', 'solana', 'bip122'] as const)(
    'is true only when the instance remembers a %s connector',
    (namespace) => {
      expect(hasStoredConnector(namespace)).toBe(false)
      localStorage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ polkadot: 'x' }))
      expect(hasStoredConnector(namespace)).toBe(false)
      localStorage.setItem(
        STORAGE_KEYS.connectedConnectorIds,
        JSON.stringify({ [namespace]: 'Some Wallet' }),
      )
      expect(hasStoredConnector(namespace)).toBe(true)
      localStorage.setItem(STORAGE_KEYS.connectedConnectorIds, '{not json')
      expect(hasStoredConnector(namespace)).toBe(false)
      localStorage.setItem(STORAGE_KEYS.connectedConnectorIds, 'null')
      expect(hasStoredConnector(namespace)).toBe(false)
    },
  )
})
