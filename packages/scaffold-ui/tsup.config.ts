import { packageBuildConfig } from '../../tsup.shared.ts'

// `splitting` (on in the shared config) keeps every `import()` of a view group as its own chunk.
export default packageBuildConfig({ entry: ['src/index.ts', 'src/elements-i18n.ts'] })
