import { packageBuildConfig } from '../../tsup.shared.ts'

export default packageBuildConfig({ entry: ['src/index.ts'] })
