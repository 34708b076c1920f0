import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'
import {
  browserLocalStorage,
  hasStoredConnector,
  type StorageReader,
} from '@openappkit/controllers'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

/** wagmi's persisted store: `current` is the uid of the connection in use, `null` once disconnected. */
type PersistedWagmiStore = { state?: { current?: unknown } | undefined }

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    // Foreign or corrupt data in a shared storage says nothing about a session.
    return undefined
  }
}

function holdsConnection(store: unknown): boolean {
  return typeof (parsed(store) as PersistedWagmiStore | undefined)?.state?.current === 'string'
}

/** What holds wagmi's store and the key it sits under, as createWagmiConfig sets it up. */
function wagmiStoreLocation(
  storage: WagmiAdapterParameters['storage'],
): { reader: StorageReader; key: string } | undefined {
  if (storage === null) return undefined
  // A wagmi Storage prefixes its keys itself (its `key` is that prefix).
  if (storage && typeof (storage as { key?: unknown }).key === 'string')
    return { reader: storage as StorageReader, key: 'store' }
  const reader = storage ?? browserLocalStorage()
  return reader ? { reader, key: `${STORAGE_KEY_PREFIX}wagmi.store` } : undefined
}

function read(reader: StorageReader, key: string): unknown {
  try {
    return reader.getItem(key)
  } catch {
    return undefined
  }
}

/**
 * Whether the last visit left an EVM session to restore: wagmi's store holds a current connection,
 * or the instance remembers an eip155 connector. Answered synchronously for `localStorage` (so the
 * adapter's code starts loading before anything else runs), through a promise for async storages.
 */
export function hasStoredSession(parameters: WagmiAdapterParameters): boolean | Promise<boolean> {
  if (hasStoredConnector('eip155')) return true
  const location = wagmiStoreLocation(parameters.storage)
  if (!location) return false
  const store = read(location.reader, location.key)
  if (store instanceof Promise) return store.then(holdsConnection, () => false) as Promise<boolean>
  return holdsConnection(store)
}
