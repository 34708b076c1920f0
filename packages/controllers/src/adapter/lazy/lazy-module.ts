/** A module (or what is built from it) loaded on the first call; later calls share the load. */
export type LazyModule<TModule> = () => Promise<TModule>

/**
 * Loads on first use, so a page whose visitor never needs the code does not download it. A failed
 * load (offline, a deploy replaced the chunk) is tried again on the next call.
 */
export function lazyModule<TModule>(load: () => Promise<TModule>): LazyModule<TModule> {
  let loading: Promise<TModule> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

type AsyncMember = (...args: never[]) => Promise<unknown>

/**
 * The members `names` of a lazily loaded object (each an async function), each loading it on its
 * first call: an adapter's first paint carries these forwarders, not the code behind them. A
 * failed load is handed to `toError` (the adapter's catalogue mapping).
 */
export function lazyMembers<TMembers, TName extends keyof TMembers>(
  load: LazyModule<TMembers>,
  names: readonly TName[],
  toError: (error: unknown) => unknown,
): Pick<TMembers, TName> {
  const forwarders: Partial<Record<TName, AsyncMember>> = {}
  for (const name of names) {
    forwarders[name] = async (...args) => {
      const members = await load().catch((error: unknown) => {
        throw toError(error)
      })
      return (members[name] as (...parameters: typeof args) => Promise<unknown>)(...args)
    }
  }
  return forwarders as Pick<TMembers, TName>
}
