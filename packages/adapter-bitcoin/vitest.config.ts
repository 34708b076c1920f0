import { devnetPackageProject } from '../../vitest.shared.ts'

export default devnetPackageProject('adapter-bitcoin')
