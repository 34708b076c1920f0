import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_MINUTE } from '@openappkit/common/constants'
import type { AppKitCore } from '../../core/types.ts'
import { postTelemetry } from './post-telemetry.ts'
import { recordEvent } from './record-event.ts'

export type ReportErrorParameters = {
  error: unknown
  /** Category shown in reports; the error's name by default. */
  errorType?: string | undefined
}

/** `true` when the report went out, `false` when the per-minute cap dropped it. */
export type ReportErrorReturnType = boolean

function describe(error: unknown): { name: string; message: string; stack: string | undefined } {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack }
  return { name: 'Error', message: String(error), stack: undefined }
}

/** Reports an error to the log and `/e`, at most {@link ERROR_REPORTS_PER_MINUTE} per minute. */
export async function reportError(
  core: AppKitCore,
  parameters: ReportErrorParameters,
): Promise<ReportErrorReturnType> {
  const now = core.services.clock.now()
  const { runtime } = core
  runtime.errorReportTimes = runtime.errorReportTimes.filter(
    (time) => now - time < ERROR_REPORT_WINDOW_MS,
  )
  if (runtime.errorReportTimes.length >= ERROR_REPORTS_PER_MINUTE) return false
  runtime.errorReportTimes.push(now)
  const { name, message, stack } = describe(parameters.error)
  const errorType = parameters.errorType ?? name
  const event = {
    type: 'error' as const,
    event: errorType,
    properties: { errorType, errorMessage: message, stackTrace: stack },
  }
  recordEvent(core, event)
  await postTelemetry(core, event)
  return true
}
