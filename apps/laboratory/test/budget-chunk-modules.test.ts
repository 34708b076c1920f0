import { describe, expect, it } from 'vitest'
import { shortModuleId } from './budget-chunk-modules.ts'

describe('shortModuleId', () => {
  it('drops the machine paths of workspace files, pnpm packages and virtual modules', () => {
    const root = '/repo'
    expect(shortModuleId('/repo/packages/appkit/src/index.ts', root)).toBe(
      'packages/appkit/src/index.ts',
    )
    expect(
      shortModuleId(
        '/repo/node_modules/.pnpm/viem@2.57.20_typescript@5.9.3/node_modules/viem/_esm/index.js',
        root,
      ),
    ).toBe('viem/_esm/index.js')
    expect(shortModuleId('/repo/apps/laboratory/node_modules/react/index.js', root)).toBe(
      'react/index.js',
    )
    expect(shortModuleId('/repo/apps/laboratory/src/lab/lab.css?inline', root)).toBe(
      'apps/laboratory/src/lab/lab.css',
    )
    expect(shortModuleId('\0vite/modulepreload-polyfill.js', root)).toBe(
      'virtual:vite/modulepreload-polyfill.js',
    )
  })
})
