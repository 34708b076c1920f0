import { proxy, snapshot, subscribe } from 'valtio/vanilla'

/** A read-only view of a reactive state object at one moment. */
export type StateSnapshot<State extends object> = ReturnType<typeof snapshot<State>>

/**
 * Makes `initial` reactive with the same valtio copy the instance's stores use. UI packages
 * build their own state with this (and read it with the two functions below) rather than
 * importing valtio themselves: a package manager may install a second valtio for a React
 * consumer, and two copies cannot see each other's changes.
 */
export function createState<State extends object>(initial: State): State {
  return proxy(initial)
}

export type SubscribeStateOptions = {
  /**
   * Call `onChange` during each change instead of once after a batch of them: for listeners
   * whose own effects must keep their place among other synchronous effects (an event log).
   */
  inSync?: boolean | undefined
}

/** Calls `onChange` after every change of `state` (batched); returns the unsubscribe. */
export function subscribeState(
  state: object,
  onChange: () => void,
  options: SubscribeStateOptions = {},
): () => void {
  return subscribe(state, onChange, options.inSync)
}

/** The current snapshot of `state`; the same object until `state` changes again. */
export function getStateSnapshot<State extends object>(state: State): StateSnapshot<State> {
  return snapshot(state)
}
