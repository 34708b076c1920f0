import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC proxy that forwards every call but holds one method's calls unanswered. */
export type HoldingRpcProxy = {
  url: string
  /** Resolves when the first held call arrived (it was never forwarded). */
  held: Promise<void>
  /** Forwards the calls held so far and answers them, as if the node had been slow. */
  release(): void
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
  const open = new Map<ServerResponse, string>()
  const forward = async (body: string, response: ServerResponse) => {
    try {
      const forwarded = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(forwarded.status, { 'content-type': 'application/json' })
      response.end(await forwarded.text())
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error))
    }
  }
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (methodsOf(body).includes(holdMethod)) {
        open.set(response, body)
        onHeld()
        return
      }
      return forward(body, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    release() {
      for (const [response, body] of open) void forward(body, response)
      open.clear()
    },
    async stop() {
      for (const response of open.keys()) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
