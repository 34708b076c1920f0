import type { FaultStack } from './fault-stack.ts'

/** What the database faults did. */
export type DatabaseFaultReport = {
  terminatedConnections: number
  terminations: number
  restarts: number
}

/** Parameters of {@link runDatabaseFaults}. */
export type RunDatabaseFaultsParameters = {
  stack: FaultStack
  done(): boolean
  wait(ms: number): Promise<void>
  /** Milliseconds between two `pg_terminate_backend` rounds. */
  everyMs: number
  /** Restart the whole cluster (fast shutdown + start) once, this long into the run. */
  restartAfterMs: number
}

/**
 * Cuts every connection of the api's database with `pg_terminate_backend` at a steady pace, and
 * once restarts PostgreSQL entirely (fast shutdown then start), while the load runs.
 */
export async function runDatabaseFaults(
  parameters: RunDatabaseFaultsParameters,
): Promise<DatabaseFaultReport> {
  const { stack } = parameters
  const report: DatabaseFaultReport = { terminatedConnections: 0, terminations: 0, restarts: 0 }
  const startedAt = Date.now()
  while (!parameters.done()) {
    await parameters.wait(parameters.everyMs)
    if (parameters.done()) break
    if (report.restarts === 0 && Date.now() - startedAt >= parameters.restartAfterMs) {
      await stack.cluster.restart()
      report.restarts += 1
      continue
    }
    const admin = await stack.admin()
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [stack.databaseName],
      )
      report.terminations += 1
      report.terminatedConnections += rows.filter((row) => row.terminated).length
    } finally {
      await admin.end()
    }
  }
  return report
}
