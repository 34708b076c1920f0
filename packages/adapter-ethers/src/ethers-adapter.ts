import { adapterConstructor, type ChainAdapter } from '@openappkit/controllers'
import { createEthersAdapter } from './create-ethers-adapter.ts'

/** The ethers v6 adapter. */
export type EthersAdapter = ChainAdapter

/** `new EthersAdapter()`, as with the incumbent: createAppKit gives it the site's networks. */
export const EthersAdapter = adapterConstructor(createEthersAdapter)
