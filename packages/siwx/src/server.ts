export {
  type CreateSiwxServerParameters,
  createSiwxServer,
  type SiwxServer,
  type SiwxServerSession,
  type SiwxSignInParameters,
} from './server/create-siwx-server.ts'
export { createMemorySiwxStore } from './server/memory-siwx-store.ts'
export { isLiveSession, type SiwxSessionRecord, type SiwxStore } from './server/siwx-store.ts'
export { createSiwxTables, createSqlSiwxStore, type SiwxTables } from './server/sql-siwx-store.ts'
