import { packageBuildConfig } from '../../tsup.shared.ts'

// One entry per concern, so a consumer that needs a constant does not load the zod schemas.
const entries = [
  'abi',
  'caip',
  'constants',
  'encoding',
  'errors',
  'format',
  'networks',
  'transaction',
  'units',
  'validation',
  'wallets',
]

export default packageBuildConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(entries.map((name) => [name, `src/${name}/index.ts`])),
  },
})
