import { adapterConstructor, type ChainAdapter } from '@openappkit/controllers'
import { createEthers5Adapter } from './create-ethers5-adapter.ts'

/** The ethers v5 adapter. */
export type Ethers5Adapter = ChainAdapter

/** `new Ethers5Adapter()`, as with the incumbent: createAppKit gives it the site's networks. */
export const Ethers5Adapter = adapterConstructor(createEthers5Adapter)
