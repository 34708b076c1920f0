import type { ChainAdapter } from '@openappkit/controllers'
import {
  createEip1193Adapter,
  type Eip1193AdapterOptions,
} from '@openappkit/controllers/eip1193-adapter'
import { createEthersLibrary } from './ethers-library.ts'

export type CreateEthersAdapterParameters = Eip1193AdapterOptions

/** Creates the ChainAdapter over ethers v6 for eip155 networks (ethers is the dapp's own copy). */
export function createEthersAdapter(parameters: CreateEthersAdapterParameters): ChainAdapter {
  return createEip1193Adapter({
    ...parameters,
    adapterType: 'ethers',
    library: createEthersLibrary(),
  })
}
