import type { Server } from 'node:http'
import type { WebSocketServer } from 'ws'
import { type SolanaFixtures, setupSolanaFixtures } from './fixtures.ts'
import { startHttpServer } from './http-server.ts'
import { createSolanaLedger, type SolanaLedger } from './ledger.ts'
import { createSolanaRpcMethods } from './rpc-methods.ts'
import { startWsServer } from './ws-server.ts'

/** Parameters of {@link startSolanaRpc}. */
export type StartSolanaRpcParameters = {
  host: string
  /** HTTP JSON-RPC port; 0 picks a free one. */
  httpPort: number
  /** Websocket (subscriptions) port; 0 picks a free one. */
  wsPort: number
}

/** A running Solana RPC over LiteSVM. */
export type SolanaRpc = {
  httpUrl: string
  wsUrl: string
  ledger: SolanaLedger
  fixtures: SolanaFixtures
  close: () => Promise<void>
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function closeWs(server: WebSocketServer): Promise<void> {
  for (const client of server.clients) client.terminate()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** Creates the ledger and its fixtures, then serves JSON-RPC over HTTP and subscriptions over ws. */
export async function startSolanaRpc({
  host,
  httpPort,
  wsPort,
}: StartSolanaRpcParameters): Promise<SolanaRpc> {
  const ledger = createSolanaLedger()
  const fixtures = await setupSolanaFixtures(ledger)
  const methods = createSolanaRpcMethods({ ledger, faucet: fixtures.faucet })
  const http = await startHttpServer(methods, host, httpPort)
  let ws: Awaited<ReturnType<typeof startWsServer>>
  try {
    ws = await startWsServer(ledger, host, wsPort)
  } catch (error) {
    await closeHttp(http.server)
    throw error
  }
  return {
    httpUrl: `http://${host}:${http.port}`,
    wsUrl: `ws://${host}:${ws.port}`,
    ledger,
    fixtures,
    close: async () => {
      await Promise.all([closeHttp(http.server), closeWs(ws.server)])
      ledger.events.removeAllListeners()
    },
  }
}
