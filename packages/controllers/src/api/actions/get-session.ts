import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

export type GetSessionParameters = { id: string }

const sessionSchema = z.looseObject({
  pcis: z.array(z.looseObject({ pci: z.string() })).default([]),
})

export type GetSessionReturnType = z.output<typeof sessionSchema>

/** GET /v1/sessions/{id}; disabled API → no permissions. */
export async function getSession(
  client: BlockchainApiClient,
  parameters: GetSessionParameters,
): Promise<GetSessionReturnType> {
  if (!client.enabled) return { pcis: [] }
  return client.request({
    method: 'GET',
    path: `/v1/sessions/${encodeURIComponent(parameters.id)}`,
    schema: sessionSchema,
  })
}
