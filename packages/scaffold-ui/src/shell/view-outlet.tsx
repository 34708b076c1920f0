import type { RouterView } from '@openappkit/controllers/internal'
import { Suspense, useState } from 'react'
import { StatusBlock } from '../components/status-block.tsx'
import { useT, useTranslateMessage } from '../i18n/locale-context.tsx'
import type { ViewDefinition } from '../router/types.ts'
import { ViewErrorBoundary } from './view-error-boundary.tsx'
import { ViewLoading } from './view-loading.tsx'

export type ViewOutletProps = { view: RouterView; definition: ViewDefinition | undefined }

/** Renders the current view: at once from the initial chunk, or after its chunk loads. */
export function ViewOutlet({ view, definition }: ViewOutletProps) {
  const t = useT()
  const translateMessage = useTranslateMessage()
  // A retry re-renders with the lazy view's new component and a fresh boundary.
  const [attempt, setAttempt] = useState(0)
  if (!definition || (!definition.Component && !definition.lazy)) {
    return <StatusBlock tone="neutral" title={t('common.viewUnavailable')} />
  }
  const lazy = definition.lazy
  if (!definition.Component && !lazy?.Component) return null
  return (
    <ViewErrorBoundary
      key={`${view}:${attempt}`}
      title={translateMessage({ code: 'UNKNOWN_ERROR' })}
      description={t('common.viewLoadFailed')}
      retryLabel={t('common.tryAgain')}
      onRetry={() => {
        lazy?.retry()
        setAttempt((count) => count + 1)
      }}
    >
      <Suspense fallback={<ViewLoading />}>
        <ViewBody definition={definition} />
      </Suspense>
    </ViewErrorBoundary>
  )
}

/**
 * The view's component, taken once per mount (the boundary above is keyed by view and attempt):
 * a lazy view that loads meanwhile keeps its lazy wrapper instead of mounting a second time.
 */
function ViewBody({ definition }: { definition: ViewDefinition }) {
  const [View] = useState(() => definition.Component ?? definition.lazy?.Component)
  return View ? <View /> : null
}
