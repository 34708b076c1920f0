import type { CaipNetworkId } from '@openappkit/common/caip'
import { defaultVerifiers } from '@openappkit/siwx'
import { createSiwxServer, createSqlSiwxStore, type SiwxServer } from '@openappkit/siwx/server'
import type { Kysely } from 'kysely'
import type { ApiConfig } from '../config/index.ts'
import type { Database } from '../db/index.ts'
import type { ApiClock } from '../server/services.ts'

/** Bitcoin networks sign-in accepts although the api serves no Bitcoin chain: the signature is the proof. */
const BITCOIN_NETWORKS = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
] as const

/** Parameters of {@link createSiwxService}. */
export type CreateSiwxServiceParameters = {
  config: Pick<ApiConfig, 'chains'>
  db: Kysely<Database>
  clock: ApiClock
}

/** The api's sign-in server: the configured networks, their nodes for contract accounts, SQL sessions. */
export function createSiwxService({ config, db, clock }: CreateSiwxServiceParameters): SiwxServer {
  const rpcUrls: Partial<Record<CaipNetworkId, string>> = {}
  for (const chain of config.chains) {
    if (chain.namespace === 'eip155') rpcUrls[chain.caipNetworkId as CaipNetworkId] = chain.rpcUrl
  }
  return createSiwxServer({
    store: createSqlSiwxStore(db),
    verifiers: defaultVerifiers({ rpcUrls }),
    chainIds: [
      ...config.chains.map((chain) => chain.caipNetworkId as CaipNetworkId),
      ...BITCOIN_NETWORKS,
    ],
    now: () => clock.now(),
  })
}
