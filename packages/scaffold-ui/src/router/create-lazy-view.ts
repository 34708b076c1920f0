import { type ComponentType, lazy } from 'react'
import type { LazyView } from './types.ts'

/**
 * Wraps a chunk loader as a lazy view. React caches a lazy component's failure, so `retry`
 * builds a new one; the loader itself is the bundler's `import()`, which caches success.
 */
export function createLazyView(load: () => Promise<ComponentType>): LazyView {
  const create = () => lazy(async () => ({ default: await load() }))
  let Component = create()
  return {
    get Component() {
      return Component
    },
    async preload() {
      await load()
    },
    retry() {
      Component = create()
    },
  }
}
