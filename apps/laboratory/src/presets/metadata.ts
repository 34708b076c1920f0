import type { CreateAppKitOptions } from '@openappkit/appkit'

/** How the lab introduces itself to wallets. */
export const LAB_METADATA: NonNullable<CreateAppKitOptions['metadata']> = {
  name: 'OpenAppKit Laboratory',
  description: 'Tries every OpenAppKit configuration against local chains',
  url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
  icons: [],
}
