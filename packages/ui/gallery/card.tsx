import type { ReactNode } from 'react'

/** A titled block of the gallery. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="gallery-card">
      <h3 className="gallery-card__title">{title}</h3>
      <div className="gallery-card__body">{children}</div>
    </div>
  )
}
