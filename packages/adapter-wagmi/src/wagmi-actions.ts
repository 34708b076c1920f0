// @wagmi/core is a peer dependency, so the integrator's copy (2.x or 3.x) is the one loaded.
// wagmi 3 renamed `getAccount`/`watchAccount` to `getConnection`/`watchConnection` and kept the
// old names as deprecated aliases; wagmi 2 has only the old ones. Importing the old names by
// name works with both and keeps the rest of @wagmi/core tree-shakable (a namespace import or a
// lookup by computed name would bundle all of it).
import { getAccount, watchAccount } from '@wagmi/core'

/** wagmi's current connection (`getConnection` in wagmi 3, `getAccount` in wagmi 2). */
export const getConnection = getAccount

/** Watches wagmi's connection (`watchConnection` in wagmi 3, `watchAccount` in wagmi 2). */
export const watchConnection = watchAccount
