/** Names are compared and stored lower-case (docs/project/architecture.md §11). */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase()
}

/** The label of a name, without the zone suffix ('alice' of 'alice.oak.id'). */
export function nameLabel(name: string): string {
  return normalizeName(name).split('.')[0] ?? ''
}
