import { packageBuildConfig } from '../../tsup.shared.ts'

// `splitting` (on in the shared config) keeps the modal's `import()` a chunk of its own.
export default packageBuildConfig({
  entry: ['src/index.ts', 'src/react/index.ts', 'src/elements/index.ts', 'src/networks/index.ts'],
})
