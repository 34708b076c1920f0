import { useAppKitEvents } from '@openappkit/appkit/react'
import { useEffect, useState } from 'react'

const SHOWN_EVENTS = 12

/** The names of the instance's latest events, newest last, as `useAppKitEvents` reports them. */
export function useLabEvents(): string[] {
  const { timestamp, data } = useAppKitEvents()
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    if (timestamp === undefined || !data) return
    setNames((previous) => [...previous, data.event].slice(-SHOWN_EVENTS))
  }, [timestamp, data])
  return names
}
