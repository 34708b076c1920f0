import { formatBytes } from '../format-report.ts'

/** What the examples' run measured of one example. */
export type ExampleFigures = {
  /** `npm install` from the local registry (npm's cache warm or cold, as the machine has it). */
  installMs: number
  buildMs?: number | undefined
  /** The JS the page loads before any interaction, gzip-9, as bench/bundle measures it. */
  initialLoadGzipBytes?: number | undefined
}

const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`)

/** One line per example: install and build times and the initial-load JS. */
export function formatExampleFigures(figures: Readonly<Record<string, ExampleFigures>>): string {
  const lines = Object.entries(figures).map(
    ([name, figure]) =>
      `examples/${name}: npm install ${seconds(figure.installMs)}, build ${seconds(figure.buildMs)}, initial-load JS ${
        figure.initialLoadGzipBytes === undefined ? '—' : formatBytes(figure.initialLoadGzipBytes)
      } gzip`,
  )
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`
}
