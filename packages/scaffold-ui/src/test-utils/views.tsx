import { useAppState } from '../context/modal-context.tsx'
import type { ViewRegistry } from '../router/types.ts'

/** A stand-in for a view a later wave builds: a line naming the current view. */
function StubView() {
  const router = useAppState('router')
  return <p>{`${router.view} view`}</p>
}

/** Registers stand-ins for `views`, titled by their name. */
export function stubViews(...views: (keyof ViewRegistry)[]): ViewRegistry {
  return Object.fromEntries(views.map((view) => [view, { title: () => view, Component: StubView }]))
}
