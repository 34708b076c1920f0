import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC proxy that forwards every call but holds one method's calls unanswered. */
export type HoldingRpcProxy = {
  url: string
  /** Resolves when the first held call arrived (it was never forwarded). */
  held: Promise<void>
  stop(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const methodsOf = (body: string): string[] => {
  const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
  return (Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method ?? '')
}

/**
 * Starts a proxy on a loopback ephemeral port in front of `target`: calls of `holdMethod` are
 * never forwarded nor answered, as if the process making them died right before sending; every
 * other call is forwarded as is.
 */
export async function startHoldingRpcProxy(
  target: string,
  holdMethod: string,
): Promise<HoldingRpcProxy> {
  let onHeld: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    onHeld = resolve
  })
  const open = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    readBody(request)
      .then(async (body) => {
        if (methodsOf(body).includes(holdMethod)) {
          open.add(response)
          onHeld()
          return
        }
        const forwarded = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        response.writeHead(forwarded.status, { 'content-type': 'application/json' })
        response.end(await forwarded.text())
      })
      .catch((error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' })
        response.end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    async stop() {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
