import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// waitFor and findBy* give up after 1 s by default; a lazily imported module is transformed on
// the spot and takes longer while the suite keeps both cores busy (below the 5 s test timeout).
configure({ asyncUtilTimeout: 4_000 })
