import {
  createEip1193Adapter,
  type Eip1193AdapterOptions,
  lazyEvmLibrary,
} from '@openappkit/adapter-eip1193'
import type { ChainAdapter } from '@openappkit/controllers'

export type CreateEthers5AdapterParameters = Eip1193AdapterOptions

/**
 * Creates the ChainAdapter over ethers v5 for eip155 networks (ethers is the dapp's own copy).
 * Discovery, sessions and events need no ethers: it is imported on the first read or signature,
 * or on `preload()`, so a visitor who never connects does not download it.
 */
export function createEthers5Adapter(parameters: CreateEthers5AdapterParameters): ChainAdapter {
  const library = lazyEvmLibrary(() =>
    import('./ethers5-library.ts').then((module) => module.createEthers5Library()),
  )
  return createEip1193Adapter({ ...parameters, adapterType: 'ethers5', library })
}
