import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '@openappkit/common/constants'
import type { AppKitCore } from '@openappkit/controllers'

/**
 * docs/project/behaviour.md §9: the social login window is SOCIAL_POPUP_WIDTH x
 * SOCIAL_POPUP_HEIGHT.
 */
export const SOCIAL_WINDOW_FEATURES = `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},popup=yes`

type WindowOpener = { open?: (url: string, target: string, features: string) => Window | null }

// The window opened by Connect's click, handed to ConnectingSocial (a lazy view that mounts
// after the click ended). Kept out of reactive state: a proxy must not wrap a Window.
const pending = new WeakMap<AppKitCore, Window>()

/**
 * Opens the social login window (600x800, docs/project/behaviour.md §9). Must run inside the click
 * handler so popup blockers allow it; `undefined` when the browser refused.
 */
export function openSocialWindow(
  opener: WindowOpener = globalThis as unknown as WindowOpener,
): Window | undefined {
  return opener.open?.('', 'openappkit-social', SOCIAL_WINDOW_FEATURES) ?? undefined
}

/** Hands the window Connect opened to the ConnectingSocial view. */
export function setPendingSocialWindow(core: AppKitCore, win: Window): void {
  pending.set(core, win)
}

/** The window Connect opened, once. */
export function takePendingSocialWindow(core: AppKitCore): Window | undefined {
  const win = pending.get(core)
  pending.delete(core)
  return win
}
