import { expect, it } from 'vitest'
import { installedCopies } from '../src/examples/installed-copies.ts'

it('counts each folder once, deduped references included, and finds nested copies', () => {
  const tree = {
    name: 'example',
    dependencies: {
      react: { version: '19.2.9', path: '/app/node_modules/react' },
      wagmi: {
        version: '3.7.7',
        path: '/app/node_modules/wagmi',
        dependencies: {
          react: { version: '19.2.9', path: '/app/node_modules/react' },
          viem: { version: '2.50.0', path: '/app/node_modules/wagmi/node_modules/viem' },
        },
      },
      viem: { version: '2.57.20', path: '/app/node_modules/viem' },
    },
  }
  expect(installedCopies(tree, ['react', 'viem', '@wagmi/core'])).toEqual({
    react: ['/app/node_modules/react'],
    viem: ['/app/node_modules/viem', '/app/node_modules/wagmi/node_modules/viem'],
    '@wagmi/core': [],
  })
})
