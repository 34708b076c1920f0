import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '@openappkit/common/constants'
import type { Logger, LogLevel } from './types.ts'

/** One line kept in the log buffer. */
export type LogEntry = { level: Exclude<LogLevel, 'silent'>; message: string; timestamp: number }

/** Where lines at or above the level go; the console by default. */
export type LogSink = (entry: LogEntry, context: unknown) => void

/** Parameters of {@link createLogger}. */
export type CreateLoggerParameters = {
  /** Lowest level written to the sink; docs/project/behaviour.md §9 default `error`. */
  level?: LogLevel | undefined
  sink?: LogSink | undefined
  /**
   * Size cap of the in-memory buffer, in bytes of message text; docs/project/behaviour.md §9
   * default 1024000.
   */
  bufferBytes?: number | undefined
  now?: (() => number) | undefined
}

/** A logger that also keeps every line (any level) in a bounded buffer for error reports. */
export type BufferedLogger = Logger & { getBuffer(): readonly LogEntry[] }

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

type ConsoleLike = Record<'debug' | 'info' | 'warn' | 'error', (...data: unknown[]) => void>

const consoleSink: LogSink = (entry, context) => {
  const console = (globalThis as { console?: ConsoleLike }).console
  if (!console) return
  const line = `[openappkit] ${entry.message}`
  if (context === undefined) console[entry.level](line)
  else console[entry.level](line, context)
}

/** Creates a leveled logger with a byte-bounded buffer. */
export function createLogger(parameters: CreateLoggerParameters = {}): BufferedLogger {
  const threshold = LEVEL_RANK[parameters.level ?? (DEFAULT_LOG_LEVEL as LogLevel)]
  const sink = parameters.sink ?? consoleSink
  const capacity = parameters.bufferBytes ?? LOG_BUFFER_BYTES
  const now = parameters.now ?? (() => Date.now())
  const buffer: LogEntry[] = []
  let bufferedBytes = 0

  const write = (level: LogEntry['level'], message: string, context: unknown) => {
    const entry: LogEntry = { level, message, timestamp: now() }
    buffer.push(entry)
    bufferedBytes += message.length
    while (bufferedBytes > capacity && buffer.length > 0) {
      const dropped = buffer.shift() as LogEntry
      bufferedBytes -= dropped.message.length
    }
    if (LEVEL_RANK[level] >= threshold) sink(entry, context)
  }

  return {
    debug: (message, context) => write('debug', message, context),
    info: (message, context) => write('info', message, context),
    warn: (message, context) => write('warn', message, context),
    error: (message, context) => write('error', message, context),
    getBuffer: () => [...buffer],
  }
}
