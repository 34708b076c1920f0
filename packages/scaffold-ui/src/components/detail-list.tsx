import type { ReactNode } from 'react'

export type DetailItem = { label: string; value: ReactNode; title?: string | undefined }

/** Label/value pairs of a review screen (fees, amounts, receiver), as a description list. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="apkt-details">
      {items.map((item) => (
        <div key={item.label} className="apkt-details__item">
          <dt>{item.label}</dt>
          <dd title={item.title}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
