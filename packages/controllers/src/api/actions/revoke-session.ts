import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

export type RevokeSessionParameters = { id: string; pci: string; signature: string }

export type RevokeSessionReturnType = { success: boolean }

const revokeSchema = z
  .looseObject({ success: z.boolean().default(true) })
  .or(z.undefined().transform(() => ({ success: true })))

/** POST /v1/sessions/{id}/revoke; a revoke cannot be faked, so a disabled API throws. */
export async function revokeSession(
  client: BlockchainApiClient,
  parameters: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  if (!client.enabled) throw new AppKitError('BLOCKCHAIN_API_NOT_CONFIGURED')
  const result = await client.request({
    method: 'POST',
    path: `/v1/sessions/${encodeURIComponent(parameters.id)}/revoke`,
    body: { pci: parameters.pci, signature: parameters.signature },
    schema: revokeSchema,
    retry: false,
  })
  return { success: result.success }
}
