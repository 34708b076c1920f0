import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
}

/** A static host as the site would have: `/a/` serves `a/index.html`, unknown paths 404. */
export async function serveSite(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    // An absolute path normalizes without `..`: nothing outside `root` can be named.
    let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    if (path.endsWith('/')) path += 'index.html'
    try {
      const file = join(root, path)
      if (!(await stat(file)).isFile()) throw new Error('not a file')
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type }).end(await readFile(file))
    } catch {
      response
        .writeHead(404, { 'content-type': 'text/html' })
        .end(await readFile(join(root, '404.html')))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
