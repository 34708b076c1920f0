import type { ChainAdapter } from '@openappkit/controllers'

/** A promise with its resolve and reject exposed. */
export type Deferred<Value> = {
  promise: Promise<Value>
  resolve: (value: Value) => void
  reject: (reason: unknown) => void
}

export function createDeferred<Value>(): Deferred<Value> {
  let resolve!: (value: Value) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

/**
 * Wraps an adapter so each `connect` / `switchNetwork` waits until the test releases it: the
 * visitor has not yet answered the wallet's prompt.
 */
export function holdAdapterCalls(adapter: ChainAdapter) {
  const pending: Deferred<void>[] = []
  const hold =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const gate = createDeferred<void>()
      pending.push(gate)
      await gate.promise
      return call(...args)
    }
  const held = {
    ...adapter,
    connect: hold(adapter.connect.bind(adapter)),
    switchNetwork: hold(adapter.switchNetwork.bind(adapter)),
  }
  return {
    adapter: held as ChainAdapter,
    /** Lets the oldest held call proceed. */
    release: () => pending.shift()?.resolve(),
    /** Fails the oldest held call with `reason`. */
    fail: (reason: unknown) => pending.shift()?.reject(reason),
    get waiting() {
      return pending.length
    },
  }
}
