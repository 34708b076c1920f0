/** Something in a built file that would make the browser contact another host. */
export type ExternalLoad = { file: string; url: string; where: string }

const EXTERNAL = /^(https?:)?\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/i

/**
 * Hosts named in the framework's code (Vue, VitePress and the libraries they bundle) that are
 * never contacted by this site. A new host in that code fails the check until it is looked at.
 */
export const NEVER_CONTACTED: Readonly<Record<string, string>> = {
  'www.w3.org': 'XML namespaces (SVG, XLink) written into markup; a name, not a request',
  'vuejs.org': "Vue's runtime error messages link to its error reference; text only",
  'a.com': "VitePress's base for parsing relative paths (`new URL(path, 'http://a.com')`)",
  'api.iconify.design':
    "VitePress's icon of a social link whose icon it does not bundle: this site has no social links",
}

const LOADING_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  script: ['src'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  embed: ['src'],
  object: ['data'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
}

function htmlLoads(file: string, html: string): ExternalLoad[] {
  const found: ExternalLoad[] = []
  for (const tag of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    const name = (tag[1] ?? '').toLowerCase()
    const attributes = tag[2] ?? ''
    for (const attribute of LOADING_ATTRIBUTES[name] ?? []) {
      const value = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(attributes)?.[1]
      for (const url of (value ?? '')
        .split(/,\s*/)
        .map((part) => part.trim().split(/\s+/)[0] ?? '')) {
        if (EXTERNAL.test(url)) found.push({ file, url, where: `<${name} ${attribute}>` })
      }
    }
    const style = /\sstyle="([^"]*)"/i.exec(attributes)?.[1]
    if (style) found.push(...cssLoads(file, style.replaceAll('&quot;', '"')))
  }
  for (const block of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    found.push(...cssLoads(file, block[1] ?? ''))
  }
  return found
}

function cssLoads(file: string, css: string): ExternalLoad[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const found: ExternalLoad[] = []
  for (const match of code.matchAll(/url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)/gi)) {
    const url = match[1] ?? match[2] ?? ''
    if (EXTERNAL.test(url)) found.push({ file, url, where: 'CSS url()/@import' })
  }
  return found
}

// Page chunks and the search index hold the pages' text (the URLs of code samples, links the
// visitor may follow): the same text is in the pre-rendered HTML, whose tags are checked above.
const CONTENT_CHUNK = /(\.md\.[\w-]+(\.lean)?\.js|@localSearchIndex[\w-]*\.[\w-]+\.js)$/

function scriptLoads(file: string, code: string): ExternalLoad[] {
  if (CONTENT_CHUNK.test(file)) return []
  const withoutLicences = code.replace(/\/\*![\s\S]*?\*\//g, '')
  const found: ExternalLoad[] = []
  for (const match of withoutLicences.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)) {
    const host = (match[1] ?? '').toLowerCase()
    if (host === '127.0.0.1' || host === 'localhost' || NEVER_CONTACTED[host]) continue
    found.push({ file, url: match[0], where: 'script' })
  }
  return found
}

/** Every external load the built files would make, other than plain links the visitor clicks. */
export function findExternalLoads(files: ReadonlyMap<string, string>): ExternalLoad[] {
  const found: ExternalLoad[] = []
  for (const [file, content] of files) {
    if (file.endsWith('.html')) found.push(...htmlLoads(file, content))
    else if (file.endsWith('.css')) found.push(...cssLoads(file, content))
    else if (file.endsWith('.js')) found.push(...scriptLoads(file, content))
  }
  return found
}
