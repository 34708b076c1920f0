import type { AppKitCore } from '@openappkit/controllers'
import type { MountModalParameters, MountModalReturnType } from '@openappkit/scaffold-ui'

/** The modal, mounted on first use. */
export type LazyModal = {
  /** Mounts the modal once (loading its code then); later calls return the same mount. */
  ensure(): Promise<MountModalReturnType | undefined>
  /** The mount, when it happened. */
  current(): MountModalReturnType | undefined
  unmount(): void
}

/**
 * Keeps the modal out of the host page's initial load: scaffold-ui is imported the first time
 * the modal is needed, in the browser only (on the server there is nothing to mount).
 */
export function createLazyModal(core: AppKitCore, parameters: MountModalParameters): LazyModal {
  let mount: MountModalReturnType | undefined
  let pending: Promise<MountModalReturnType | undefined> | undefined
  let unmounted = false
  return {
    ensure() {
      if (typeof document === 'undefined') return Promise.resolve(undefined)
      pending ??= import('@openappkit/scaffold-ui').then(({ mountModal }) => {
        if (unmounted) return undefined
        mount = mountModal(core, parameters)
        return mount
      })
      return pending
    },
    current: () => mount,
    unmount() {
      unmounted = true
      mount?.unmount()
      mount = undefined
    },
  }
}
