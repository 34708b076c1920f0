// The apps read their network's endpoints and the receiver from the page address, which the test
// writes from the devnet manifest; the defaults are the devnet's usual ports, for a manual run.
const search = new URLSearchParams(location.search)

/** A query parameter of the page, or `fallback`. */
export const queryParameter = (name: string, fallback: string) => search.get(name) ?? fallback
