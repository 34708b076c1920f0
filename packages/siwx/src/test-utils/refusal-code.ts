import { isAppKitError } from '@openappkit/common/errors'

/** The catalogue code a promise is refused with; `undefined` when it resolves. */
export async function refusalCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
  } catch (error) {
    return isAppKitError(error) ? error.code : `not a catalogue error: ${String(error)}`
  }
  return undefined
}
