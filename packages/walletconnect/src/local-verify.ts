import type { ICore } from '@walletconnect/types'

type Verify = ICore['verify']

/**
 * The Verify service of a Core, replaced: the stock one loads an iframe from a WalletConnect host
 * on every proposal and request and waits up to 5 s when it cannot. Ours attests nothing and
 * resolves nothing, at once: the wallet shows the dapp's origin as unverified, as it does for
 * any dapp that is not registered with a Verify server.
 */
export function createLocalVerify(core: ICore): Verify {
  return {
    core,
    logger: core.logger,
    store: core.storage,
    context: 'verify-api',
    register: async () => undefined,
    resolve: async () => ({ origin: '' }),
  } as unknown as Verify
}
