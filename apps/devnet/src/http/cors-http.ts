import type { IncomingMessage, ServerResponse } from 'node:http'

// Pages (the lab) call the devnet's HTTP APIs from another origin: every answer allows it.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

/** The request body as text; `undefined` when it exceeds `maxBytes` (the request is dropped) or fails. */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', () => resolve(undefined))
  })
}

/** Answers with the CORS headers, unless the answer has already gone. */
export function sendWithCors(
  response: ServerResponse,
  status: number,
  body: string | undefined,
  contentType: string,
): void {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...(body === undefined ? {} : { 'content-type': contentType }),
  })
  response.end(body)
}
