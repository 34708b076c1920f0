import type { AppKitCore } from '@openappkit/controllers'
import { createState, type OpenModalParameters, openModal } from '@openappkit/controllers/internal'
import { act, type RenderResult, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import type { ModalContextValue, ModalOptions, ScaffoldState } from '../context/types.ts'
import { createViewRegistry } from '../router/create-view-registry.ts'
import type { ViewRegistry } from '../router/types.ts'
import { ModalRoot } from '../shell/modal-root.tsx'
import { createWalletListState } from '../wallets/wallet-list.ts'

export type RenderModalParameters = {
  options?: ModalOptions | undefined
  locale?: string | undefined
  /** Extra or replaced views (a test view standing in for a later wave's). */
  views?: ViewRegistry | undefined
  /** Open the modal first (on this view when given). */
  open?: OpenModalParameters | boolean | undefined
  /** Render under React's StrictMode, which mounts every component twice. */
  strict?: boolean | undefined
}

/**
 * Renders the modal of `core` into the document (no shadow root, so `screen` queries reach it),
 * exactly as `mountModal` wires it otherwise.
 */
export type RenderModalReturnType = RenderResult & {
  context: ModalContextValue
  scaffold: ScaffoldState
}

export async function renderModal(
  core: AppKitCore,
  parameters: RenderModalParameters = {},
): Promise<RenderModalReturnType> {
  const { options = {}, locale, views, open, strict } = parameters
  const scaffold = createState<ScaffoldState>({
    walletConnectUri: undefined,
    walletList: createWalletListState(options.wallets),
  })
  const context: ModalContextValue = {
    core,
    options,
    scaffold,
    views: { ...createViewRegistry(), ...views },
  }
  if (open) openModal(core, open === true ? {} : open)
  const root = <ModalRoot context={context} locale={locale} />
  const result = render(strict ? <StrictMode>{root}</StrictMode> : root)
  await settle()
  return { ...result, context, scaffold }
}

/** Waits for effects, the current view's lazy chunk and the catalogue to arrive. */
export async function settle() {
  await act(async () => {})
  await waitFor(() => {
    if (!document.querySelector('.apkt-root')) throw new Error('catalogue still loading')
    if (document.querySelector('.apkt-view__loading')) throw new Error('view still loading')
  })
}
