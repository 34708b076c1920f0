/**
 * A count in `locale`: below a thousand every catalogue locale (`locale-settings.ts`) writes the
 * plain digits, so those skip Intl, whose first use loads its locale data (about 15 ms of the
 * modal's first render in Chromium).
 */
export function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count)
  return new Intl.NumberFormat(locale).format(count)
}
