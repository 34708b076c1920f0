import type { RouterData, RouterView } from '@openappkit/controllers/internal'
import type { ComponentType } from 'react'
import type { Translate } from '../i18n/types.ts'

/** What a view's title may depend on. */
export type ViewTitleParameters = { t: Translate; data: RouterData | undefined }

/** A view's component fetched on first use, with a way to try again after a failed fetch. */
export type LazyView = {
  /** The view once its chunk loaded, else the current lazy component; `retry` replaces it. */
  readonly Component: ComponentType
  /** Starts fetching the chunk now (before navigation, on hover or focus). */
  preload(): Promise<void>
  /** Forgets a failed fetch, so the next render fetches again. */
  retry(): void
}

/** How the shell shows one router view. */
export type ViewDefinition = {
  /** The dialog's title (and so its accessible name) while this view shows. */
  title: (parameters: ViewTitleParameters) => string
  /** A view of the initial chunk. */
  Component?: ComponentType | undefined
  /** A view of a lazy chunk. */
  lazy?: LazyView | undefined
}

/** The views a modal can show; a view missing here is one no control navigates to. */
export type ViewRegistry = Partial<Record<RouterView, ViewDefinition>>
