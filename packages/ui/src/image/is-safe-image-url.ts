// `data:` is limited to images: a `data:text/html` URL has no business in an <img>.
const dataImagePattern = /^data:image\/[a-z0-9.+-]+[;,]/i

/**
 * Whether an image URL may be rendered: only `https:` and `data:image/…`
 * (docs/project/architecture.md §7).
 */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || url === '') return false
  if (dataImagePattern.test(url)) return true
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
