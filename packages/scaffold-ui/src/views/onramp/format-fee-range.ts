/**
 * A provider's fee range as a person reads it: the state keeps it as written in the provider list
 * (`1-2%`), a range of numbers is set with an en dash (`1–2%`).
 */
export function formatFeeRange(range: string): string {
  return range.replace(/(\d)\s*-\s*(\d)/g, '$1\u2013$2')
}
