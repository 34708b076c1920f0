import { getTokenPrice } from '../../api/actions/get-token-price.ts'
import type { AppKitCore } from '../../core/types.ts'

/** USD price of one token (CAIP-10 id); 0 when unknown. */
export async function fetchTokenPriceInUSD(core: AppKitCore, address: string): Promise<number> {
  try {
    const { fungibles } = await getTokenPrice(core.api, { addresses: [address] })
    return fungibles[0]?.price ?? 0
  } catch (error) {
    core.services.logger.warn('token price unavailable', error)
    return 0
  }
}
