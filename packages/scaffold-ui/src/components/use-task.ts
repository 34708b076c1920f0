import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../i18n/describe-error.ts'
import { useT } from '../i18n/locale-context.tsx'

/** Where an awaited action stands; an error carries the visitor-facing message. */
export type TaskState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done' }
  | { status: 'error'; message: string }

export type UseTaskParameters = {
  /** Start as soon as the component shows (and when `key` changes). Default false. */
  auto?: boolean | undefined
  /** A new key means a new task: a pending run's result is then ignored. */
  key?: string | undefined
}

/**
 * Runs an async action and tracks its state. Results that arrive after unmounting, or after a
 * newer run started, are dropped; errors become messages through `describeError`.
 */
export function useTask<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
  { auto = false, key }: UseTaskParameters = {},
) {
  const t = useT()
  const [state, setState] = useState<TaskState>({ status: auto ? 'pending' : 'idle' })
  const run = useRef(0)
  const latest = useRef({ action, t })
  latest.current = { action, t }

  const start = useCallback(async (...args: Args) => {
    const id = ++run.current
    setState({ status: 'pending' })
    try {
      await latest.current.action(...args)
      if (id === run.current) setState({ status: 'done' })
    } catch (error) {
      if (id === run.current) {
        setState({ status: 'error', message: describeError(error, latest.current.t) })
      }
    }
  }, [])

  useEffect(() => {
    if (auto && key !== undefined) void (start as () => Promise<void>)()
    return () => {
      run.current++
    }
  }, [auto, key, start])

  return { state, start }
}
