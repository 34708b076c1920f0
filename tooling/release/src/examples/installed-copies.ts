/** A node of `npm ls --all --json --long`. */
export type NpmLsNode = {
  name?: string
  version?: string
  path?: string
  dependencies?: Record<string, NpmLsNode>
}

/**
 * Where each of `names` is installed in an `npm ls --all --json --long` tree: one folder per
 * copy (a deduped reference names the folder of the copy it shares, so it is counted once).
 */
export function installedCopies(
  tree: NpmLsNode,
  names: readonly string[],
): Record<string, string[]> {
  const copies: Record<string, Set<string>> = Object.fromEntries(
    names.map((name) => [name, new Set<string>()]),
  )
  const visit = (node: NpmLsNode) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      const found = copies[name]
      if (found) found.add(child.path ?? `${name}@${child.version ?? '?'}`)
      visit(child)
    }
  }
  visit(tree)
  return Object.fromEntries(
    Object.entries(copies).map(([name, paths]) => [name, [...paths].sort()]),
  )
}
