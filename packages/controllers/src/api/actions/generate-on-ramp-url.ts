import { z } from 'zod'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'

export type OnRampDestinationWallet = {
  address: string
  blockchains: string[]
  assets?: string[] | undefined
}

export type GenerateOnRampUrlParameters = {
  destinationWallets: OnRampDestinationWallet[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  purchaseAmount?: number | undefined
  paymentAmount?: number | undefined
}

export type GenerateOnRampUrlReturnType = { url: string }

const onRampUrlSchema = z.looseObject({ url: z.string() })

/** POST /v1/generators/onrampurl (buy experience); disabled API → empty URL. */
export async function generateOnRampUrl(
  client: BlockchainApiClient,
  parameters: GenerateOnRampUrlParameters,
): Promise<GenerateOnRampUrlReturnType> {
  if (!client.enabled) return { url: '' }
  return client.request({
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: parameters.destinationWallets,
      defaultNetwork: parameters.defaultNetwork,
      partnerUserId: parameters.partnerUserId,
      defaultExperience: 'buy',
      presetCryptoAmount: parameters.purchaseAmount,
      presetFiatAmount: parameters.paymentAmount,
    },
    schema: onRampUrlSchema,
  })
}
