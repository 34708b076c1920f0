import {
  type ChainAdapter,
  createEip1193Adapter,
  type Eip1193AdapterOptions,
} from '@openappkit/controllers'
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
