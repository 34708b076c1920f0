import type { Server } from 'node:http'
import type { BitcoinChain } from './chain.ts'
import { type BitcoinFixtures, createFundedBitcoinChain } from './fixtures.ts'
import { startEsploraServer } from './http-server.ts'

/** Parameters of {@link startBitcoinEsplora}. */
export type StartBitcoinEsploraParameters = {
  host: string
  /** HTTP port of the Esplora API; 0 picks a free one. */
  port: number
  /** Mine a block after each accepted transaction (default true). */
  automine?: boolean | undefined
}

/** A running in-process regtest behind its Esplora API. */
export type BitcoinEsplora = {
  /** Base URL of the API, without a trailing slash. */
  esploraUrl: string
  chain: BitcoinChain
  fixtures: BitcoinFixtures
  close: () => Promise<void>
}

/** Builds the funded regtest, then serves its Esplora API over HTTP. */
export async function startBitcoinEsplora({
  host,
  port,
  automine = true,
}: StartBitcoinEsploraParameters): Promise<BitcoinEsplora> {
  const { chain, fixtures } = createFundedBitcoinChain({ automine })
  const http = await startEsploraServer(chain, host, port)
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    esploraUrl: `http://${urlHost}:${http.port}`,
    chain,
    fixtures,
    close: () => closeServer(http.server),
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
