import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

/** Every file of the built site, by path relative to its root (`guide/index.html`). */
export function listFiles(root: string): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(root, path).split('\\').join('/'))
    }
  }
  walk(root)
  return files.sort()
}

/** The pages a visitor can reach (every HTML file but the 404 page). */
export function listPages(root: string): string[] {
  return listFiles(root).filter((file) => file.endsWith('.html') && file !== '404.html')
}

/** `guide/index.html` → `/guide/`, `errors.html` → `/errors.html`. */
export function urlOfPage(page: string): string {
  return `/${page.replace(/(^|\/)index\.html$/, '$1')}`
}

/** The `href` of every `<a>` in the HTML. */
export function anchorsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
}

/** The ids a `#fragment` may name in the HTML. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''))
}

/**
 * Where an internal link leads: the file it serves and its fragment; undefined for a link off the
 * site (another scheme or host), which the visitor follows in their own browser.
 */
export function resolveLink(
  fromPage: string,
  href: string,
): { file: string; fragment: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined
  const [pathPart = '', fragment = ''] = href.split('#')
  const path = pathPart.split('?')[0] ?? ''
  let target =
    path === ''
      ? fromPage
      : path.startsWith('/')
        ? path.slice(1)
        : posix.normalize(posix.join(posix.dirname(fromPage), path))
  if (target === '' || target.endsWith('/')) target += 'index.html'
  else if (!posix.extname(target)) target += '.html'
  return { file: target, fragment: decodeURIComponent(fragment) }
}

/** Reads a built file as text. */
export function readBuilt(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8')
}
