/**
 * The storage a WalletConnect client keeps its keys and sessions in, in memory: nothing is
 * written to `./walletconnect.db`, and each test wallet starts empty.
 */
export class MemoryKeyValueStorage {
  private readonly entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries] as [string, T][]
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    // Stored as copies, the way a real store serializes: callers cannot mutate stored state.
    const value = this.entries.get(key)
    return value === undefined ? undefined : structuredClone(value as T)
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
