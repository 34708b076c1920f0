import type { ErrorDescriptor } from '@openappkit/common/errors'
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../i18n/describe-error.ts'
import { useTranslateMessage } from '../i18n/locale-context.tsx'

type StoredTaskState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done' }
  | { status: 'error'; error: ErrorDescriptor }

/**
 * Where an awaited action stands. An error is kept by code and read in the active language
 * (`message`) at each render, so a language switch shows it anew.
 */
export type TaskState =
  | Exclude<StoredTaskState, { status: 'error' }>
  | { status: 'error'; error: ErrorDescriptor; message: string }

export type UseTaskParameters = {
  /** Start as soon as the component shows (and when `key` changes). Default false. */
  auto?: boolean | undefined
  /** A new key means a new task: a pending run's result is then ignored. */
  key?: string | undefined
}

/**
 * Runs an async action and tracks its state. Results that arrive after unmounting, or after a
 * newer run started, are dropped; errors are kept by code through `describeError`.
 */
export function useTask<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
  { auto = false, key }: UseTaskParameters = {},
) {
  const translateMessage = useTranslateMessage()
  const [stored, setState] = useState<StoredTaskState>({ status: auto ? 'pending' : 'idle' })
  const run = useRef(0)
  const latest = useRef({ action })
  latest.current = { action }

  const start = useCallback(async (...args: Args) => {
    const id = ++run.current
    setState({ status: 'pending' })
    try {
      await latest.current.action(...args)
      if (id === run.current) setState({ status: 'done' })
    } catch (error) {
      if (id === run.current) {
        setState({ status: 'error', error: describeError(error) })
      }
    }
  }, [])

  useEffect(() => {
    if (auto && key !== undefined) void (start as () => Promise<void>)()
    return () => {
      run.current++
    }
  }, [auto, key, start])

  const state: TaskState =
    stored.status === 'error' ? { ...stored, message: translateMessage(stored.error) } : stored
  return { state, start }
}
