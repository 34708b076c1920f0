import { createServer, type IncomingMessage } from 'node:http'
import { createMemorySiwxStore, createSiwxServer } from '@openappkit/siwx/server'

// `createSqlSiwxStore(db)` over a Kysely instance (SQLite or PostgreSQL) keeps sessions across
// restarts; the memory store is for a single process and tests.
const siwx = createSiwxServer({ store: createMemorySiwxStore(), domains: ['dapp.example'] })

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let body = ''
  for await (const chunk of request) body += chunk
  return JSON.parse(body) as Record<string, string>
}

const server = createServer(async (request, response) => {
  const send = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  try {
    if (request.method === 'POST' && request.url === '/siwx/nonce') {
      return send(200, await siwx.issueNonce()) // single use, 5 minutes
    }
    if (request.method === 'POST' && request.url === '/siwx/sign-in') {
      const { message, signature } = await readJson(request)
      if (!message || !signature) return send(400, { message: 'message and signature required' })
      const { session, token } = await siwx.signIn({
        message,
        signature,
        origin: request.headers.origin,
      })
      return send(201, { token, account: session.account, expiresAt: session.expiresAt })
    }
    if (request.method === 'GET' && request.url === '/me') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
      const visitor = await siwx.authenticate(token) // undefined once signed out or expired
      return visitor ? send(200, { account: visitor.account }) : send(401, { message: 'sign in' })
    }
    send(404, { message: 'not found' })
  } catch (error) {
    // A refused message is an AppKitError: its `code` names the check that failed.
    send(401, { message: error instanceof Error ? error.message : String(error) })
  }
})

server.listen(3000)
