import { AppKitError, type ErrorCode, isErrorCode } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { updateEmbeddedWalletState } from '../../state/embedded-wallet/embedded-wallet-actions.ts'

/**
 * The error of the catalogue an embedded-wallet failure names (the api's code, carried by the
 * frame as the RPC error's `data`: a wrong email code and its tries left), else the error as it
 * came.
 */
export function toEmbeddedWalletError(error: unknown): unknown {
  const data = (error as { data?: unknown } | null)?.data as
    | { code?: unknown; params?: unknown }
    | undefined
  if (!data || !isErrorCode(data.code)) return error
  const params = data.params && typeof data.params === 'object' ? data.params : undefined
  const Coded = AppKitError as new (
    code: ErrorCode,
    options: { params?: object | undefined; cause: unknown },
  ) => AppKitError
  return new Coded(data.code, { params, cause: error })
}

/**
 * Runs one request to the embedded wallet with `loading` on; a failure is kept in `error` and
 * thrown as the catalogue's error when the wallet named one.
 */
export async function runEmbeddedWalletStep<T>(
  core: AppKitCore,
  step: () => Promise<T>,
): Promise<T> {
  updateEmbeddedWalletState(core, { loading: true, error: undefined })
  try {
    return await step()
  } catch (caught) {
    const error = toEmbeddedWalletError(caught)
    updateEmbeddedWalletState(core, {
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  } finally {
    updateEmbeddedWalletState(core, { loading: false })
  }
}
