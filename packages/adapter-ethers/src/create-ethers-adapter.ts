import {
  createEip1193Adapter,
  type Eip1193AdapterOptions,
  lazyEvmLibrary,
} from '@openappkit/adapter-eip1193'
import type { ChainAdapter } from '@openappkit/controllers'

export type CreateEthersAdapterParameters = Eip1193AdapterOptions

/**
 * Creates the ChainAdapter over ethers v6 for eip155 networks (ethers is the dapp's own copy).
 * Discovery, sessions and events need no ethers: it is imported on the first read or signature,
 * or on `preload()`, so a visitor who never connects does not download it.
 */
export function createEthersAdapter(parameters: CreateEthersAdapterParameters): ChainAdapter {
  const library = lazyEvmLibrary(() =>
    import('./ethers-library.ts').then((module) => module.createEthersLibrary()),
  )
  return createEip1193Adapter({ ...parameters, adapterType: 'ethers', library })
}
