import type { AppKitCore } from '@openappkit/controllers'
import type { MountModalParameters, MountModalReturnType } from '@openappkit/scaffold-ui'

/** The modal, mounted on first use. */
export type LazyModal = {
  /** Mounts the modal once (loading its code then); later calls return the same mount. */
  ensure(): Promise<MountModalReturnType | undefined>
  /**
   * Starts loading the modal's code without mounting it (hover or focus on a connect button);
   * settles when it arrived or failed (a failure is left to `ensure` to report).
   */
  preload(): Promise<void>
  /** The mount, when it happened. */
  current(): MountModalReturnType | undefined
  /** Mounts with `parameters` from now on; a modal already mounted is mounted again with them. */
  update(parameters: MountModalParameters): void
  unmount(): void
}

type MountModal = (core: AppKitCore, parameters: MountModalParameters) => MountModalReturnType
type ScaffoldModule = { mountModal: MountModal }

/**
 * Keeps the modal out of the host page's initial load: scaffold-ui is imported the first time
 * the modal is needed, in the browser only (on the server there is nothing to mount).
 */
export function createLazyModal(core: AppKitCore, parameters: MountModalParameters): LazyModal {
  let current = parameters
  let mount: MountModalReturnType | undefined
  let mountModal: MountModal | undefined
  let pending: Promise<MountModalReturnType | undefined> | undefined
  let loading: Promise<ScaffoldModule> | undefined
  let unmounted = false
  const load = () => {
    loading ??= import('@openappkit/scaffold-ui')
    return loading
  }
  return {
    preload() {
      if (typeof document === 'undefined') return Promise.resolve()
      // A failed preload is forgotten: ensure() loads again and reports its own failure.
      return load().then(
        () => undefined,
        () => {
          loading = undefined
        },
      )
    },
    ensure() {
      if (typeof document === 'undefined') return Promise.resolve(undefined)
      pending ??= load().then((scaffold) => {
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
