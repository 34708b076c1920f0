import { adapterConstructor } from '@openappkit/controllers'
import {
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './create-bitcoin-adapter.ts'

/** The Bitcoin adapter. */
export type BitcoinAdapter = ReturnType<typeof createBitcoinAdapter>

/** `new BitcoinAdapter()`, as with the incumbent: createAppKit gives it the site's networks. */
export const BitcoinAdapter =
  adapterConstructor<CreateBitcoinAdapterParameters>(createBitcoinAdapter)
