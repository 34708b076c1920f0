import type { ChainAdapter } from './types.ts'

/**
 * A constructor over an adapter factory, for integrators who write the incumbent's
 * `new EthersAdapter()`: `new` on it returns the factory's adapter.
 */
export function adapterConstructor<TParameters extends object>(
  create: (parameters: TParameters) => ChainAdapter,
): new (
  parameters?: TParameters,
) => ChainAdapter {
  // A plain function: called with `new`, it returns the object it builds.
  return function Adapter(parameters?: TParameters) {
    return create(parameters ?? ({} as TParameters))
  } as unknown as new (
    parameters?: TParameters,
  ) => ChainAdapter
}
