import { type ComponentType, lazy } from 'react'
import type { LazyView } from './types.ts'

/**
 * Wraps a chunk loader as a lazy view. React caches a lazy component's failure, so `retry`
 * builds a new one; the loader itself is the bundler's `import()`, which caches success. Once
 * loaded, `Component` is the view itself: a view whose chunk is there (SwitchNetwork after the
 * network list) renders at once instead of showing the loading rows for a frame.
 */
export function createLazyView(
  load: () => Promise<ComponentType>,
  /** The view at once when its chunk is already there (another view of the chunk loaded it). */
  peek?: () => ComponentType | undefined,
): LazyView {
  let loaded: ComponentType | undefined
  const loadView = async () => {
    loaded = await load()
    return loaded
  }
  const create = () => lazy(async () => ({ default: await loadView() }))
  let Component: ComponentType = create()
  return {
    get Component() {
      loaded ??= peek?.()
      return loaded ?? Component
    },
    async preload() {
      await loadView()
    },
    retry() {
      Component = create()
    },
  }
}
