/** Structured log sink; `context` is extra data worth keeping with the line. */
export type ApiLogger = {
  info(message: string, context?: Record<string, unknown>): void
  warn(message: string, context?: Record<string, unknown>): void
  error(message: string, context?: Record<string, unknown>): void
}

/** Time source, injected so tests can move it. */
export type ApiClock = { now(): number }

/** Logs one JSON line per entry to stderr (stdout stays free for the CLI's own output). */
export function createJsonLogger(): ApiLogger {
  const write = (level: string, message: string, context?: Record<string, unknown>) => {
    console.error(JSON.stringify({ level, time: new Date().toISOString(), message, ...context }))
  }
  return {
    info: (message, context) => write('info', message, context),
    warn: (message, context) => write('warn', message, context),
    error: (message, context) => write('error', message, context),
  }
}

/** A logger that drops everything (tests). */
export const silentLogger: ApiLogger = { info() {}, warn() {}, error() {} }
