import { Skeleton } from '@openappkit/ui'
import { useT } from '../i18n/locale-context.tsx'

/** What a view shows while its chunk loads: row-shaped placeholders and a polite status. */
export function ViewLoading() {
  const t = useT()
  return (
    <div className="apkt-view__loading" role="status">
      <span className="apkt-visually-hidden">{t('common.loading')}</span>
      <Skeleton height={56} shape="rect" />
      <Skeleton height={56} shape="rect" />
      <Skeleton height={56} shape="rect" />
    </div>
  )
}
