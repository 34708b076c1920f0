import type { ICore } from '@walletconnect/types'

/**
 * A Verify service that asks nobody: the stock one fetches verify.walletconnect.org about every
 * proposal and request a wallet receives. (The product's own, in @openappkit/walletconnect, is
 * not imported: that package's tests use this one, and packages must not depend in a circle.)
 */
export function createSilentVerify(core: ICore): ICore['verify'] {
  return {
    core,
    logger: core.logger,
    store: core.storage,
    context: 'verify-api',
    register: async () => undefined,
    resolve: async () => ({ origin: '' }),
  } as unknown as ICore['verify']
}
