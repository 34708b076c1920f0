import type { AppKitCore } from '@openappkit/controllers'
import type { MountModalParameters, MountModalReturnType } from '@openappkit/scaffold-ui'

/** The modal, mounted on first use. */
export type LazyModal = {
  /** Mounts the modal once (loading its code then); later calls return the same mount. */
  ensure(): Promise<MountModalReturnType | undefined>
  /** The mount, when it happened. */
  current(): MountModalReturnType | undefined
  /** Mounts with `parameters` from now on; a modal already mounted is mounted again with them. */
  update(parameters: MountModalParameters): void
  unmount(): void
}

type MountModal = (core: AppKitCore, parameters: MountModalParameters) => MountModalReturnType

/**
 * Keeps the modal out of the host page's initial load: scaffold-ui is imported the first time
 * the modal is needed, in the browser only (on the server there is nothing to mount).
 */
export function createLazyModal(core: AppKitCore, parameters: MountModalParameters): LazyModal {
  let current = parameters
  let mount: MountModalReturnType | undefined
  let mountModal: MountModal | undefined
  let pending: Promise<MountModalReturnType | undefined> | undefined
  let unmounted = false
  return {
    ensure() {
      if (typeof document === 'undefined') return Promise.resolve(undefined)
      pending ??= import('@openappkit/scaffold-ui').then((scaffold) => {
        if (unmounted) return undefined
        mountModal = scaffold.mountModal
        mount = mountModal(core, current)
        return mount
      })
      return pending
    },
    current: () => mount,
    update(parameters) {
      current = parameters
      if (!mount || !mountModal) return
      // The modal reads its options once per mount; its state lives in the core, so nothing is lost.
      mount.unmount()
      mount = mountModal(core, current)
      pending = Promise.resolve(mount)
    },
    unmount() {
      unmounted = true
      mount?.unmount()
      mount = undefined
    },
  }
}
