import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export type ServeDirectoryReturnType = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  close(): Promise<void>
}

/**
 * Serves the files of `root` (a built app) on a free loopback port, as a plain static host: `/`
 * is `index.html`, a missing file is a 404, nothing is compressed or cached.
 */
export async function serveDirectory(root: string): Promise<ServeDirectoryReturnType> {
  const server = createServer(async (request, response) => {
    // An absolute path normalizes without `..`: nothing outside `root` can be named.
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    try {
      const body = await readFile(join(root, path === '/' ? 'index.html' : path))
      const type = CONTENT_TYPES[extname(path) || '.html'] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
    } catch {
      response.writeHead(404).end()
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
