'use client'

import { useClientMounted } from '../hooks/useClientMounted'

/** Says whether React has hydrated the page (the test waits for it). */
export function ClientMounted() {
  return <p data-testid="hydrated">{String(useClientMounted())}</p>
}
