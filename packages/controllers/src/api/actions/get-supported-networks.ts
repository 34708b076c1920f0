import { z } from 'zod'
import type { BlockchainApiClient, SupportedNetworks } from '../blockchain-api-client.ts'

const supportedNetworksSchema = z.looseObject({
  http: z.array(z.string()).default([]),
  ws: z.array(z.string()).default([]),
})

export type GetSupportedNetworksReturnType = SupportedNetworks

/** GET v1/supported-chains, fetched once per client; a failed fetch is retried next time. */
export async function getSupportedNetworks(
  client: BlockchainApiClient,
): Promise<GetSupportedNetworksReturnType> {
  if (!client.enabled) return { http: [], ws: [] }
  client.supportedNetworks ??= client
    .request({ method: 'GET', path: 'v1/supported-chains', schema: supportedNetworksSchema })
    .catch((error: unknown) => {
      client.supportedNetworks = undefined
      throw error
    })
  return client.supportedNetworks
}
