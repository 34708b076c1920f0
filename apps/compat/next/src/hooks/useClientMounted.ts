'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** `false` on the server and while hydrating, `true` once the browser has taken the page over. */
export function useClientMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
