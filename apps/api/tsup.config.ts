import { serverBuildConfig } from '../../tsup.shared.ts'

export default serverBuildConfig({
  // An optional dependency (tsup leaves only dependencies and peers out of the bundle): SQLite's
  // native addon, loaded when a sqlite: database is configured.
  external: ['better-sqlite3'],
})
