import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants/index.ts'

const ELLIPSIS = '…'
// Below this many visible characters of the local part, showing the domain stops being useful.
const MIN_VISIBLE_LOCAL_CHARACTERS = 3

/**
 * Shortens an e-mail for display (docs/project/behaviour.md §5: truncated when longer than 30
 * characters). Up to 30 characters it comes back unchanged. Longer, the result is exactly 30
 * characters: the local part is cut and ends with `…` so the domain stays visible
 * ('averyveryverylongnam…@example.com'); when the domain alone is too long for that, the whole text
 * is cut and ends with `…`. Lengths count Unicode code points, so no character is split in half.
 */
export function truncateEmail(email: string): string {
  const characters = Array.from(email)
  if (characters.length <= EMAIL_DISPLAY_MAX_LENGTH) return email

  const at = characters.lastIndexOf('@')
  if (at > 0) {
    const domain = characters.slice(at)
    const localRoom = EMAIL_DISPLAY_MAX_LENGTH - ELLIPSIS.length - domain.length
    if (localRoom >= MIN_VISIBLE_LOCAL_CHARACTERS) {
      return `${characters.slice(0, localRoom).join('')}${ELLIPSIS}${domain.join('')}`
    }
  }
  return `${characters.slice(0, EMAIL_DISPLAY_MAX_LENGTH - ELLIPSIS.length).join('')}${ELLIPSIS}`
}
