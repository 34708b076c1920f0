import type { ChainAdapter } from '@openappkit/controllers'
import {
  createEip1193Adapter,
  type Eip1193AdapterOptions,
} from '@openappkit/controllers/eip1193-adapter'
import { createEthers5Library } from './ethers5-library.ts'

export type CreateEthers5AdapterParameters = Eip1193AdapterOptions

/** Creates the ChainAdapter over ethers v5 for eip155 networks (ethers is the dapp's own copy). */
export function createEthers5Adapter(parameters: CreateEthers5AdapterParameters): ChainAdapter {
  return createEip1193Adapter({
    ...parameters,
    adapterType: 'ethers5',
    library: createEthers5Library(),
  })
}
