/** Something started that can be stopped. */
export type Stoppable = { stop(): Promise<void> }

/**
 * Starts several services side by side; if any fails, stops those that did start (no process
 * is left orphaned) and rethrows the first failure.
 */
export async function startAll<const TStarts extends readonly (() => Promise<Stoppable>)[]>(
  starts: TStarts,
): Promise<{ [K in keyof TStarts]: Awaited<ReturnType<TStarts[K]>> }> {
  const results = await Promise.allSettled(starts.map((start) => start()))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.allSettled(
      results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])),
    )
    throw failure.reason
  }
  return results.map((result) => (result as PromiseFulfilledResult<Stoppable>).value) as never
}
