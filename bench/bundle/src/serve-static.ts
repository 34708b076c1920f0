import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

export type ServeStaticReturnType = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  close(): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/**
 * Serves `distDir` on an ephemeral loopback port, uncompressed and uncached (sizes are computed
 * from the files, not from the wire); unknown paths without an extension fall back to index.html like an SPA host.
 */
export async function serveStatic(distDir: string): Promise<ServeStaticReturnType> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = join(distDir, normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) {
      if (extname(pathname) !== '') {
        response.statusCode = 404
        return response.end()
      }
      file = join(distDir, 'index.html')
    }
    response.setHeader('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
    response.setHeader('cache-control', 'no-store')
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
