import { adapterConstructor } from '@openappkit/controllers'
import { type CreateSolanaAdapterParameters, createSolanaAdapter } from './create-solana-adapter.ts'

/** The Solana adapter. */
export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>

/** `new SolanaAdapter()`, as with the incumbent: createAppKit gives it the site's networks. */
export const SolanaAdapter = adapterConstructor<CreateSolanaAdapterParameters>(createSolanaAdapter)
