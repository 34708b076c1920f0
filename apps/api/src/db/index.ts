export { isUniqueViolation } from './is-unique-violation.ts'
export {
  type ApiDatabase,
  type DatabaseDialectName,
  migrateToLatest,
  type OpenDatabaseParameters,
  openDatabase,
  parseDatabaseUrl,
} from './open-database.ts'
export type { Database } from './tables.ts'
