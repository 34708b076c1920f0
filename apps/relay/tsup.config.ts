import { serverBuildConfig } from '../../tsup.shared.ts'

export default serverBuildConfig()
