import { loadavg } from 'node:os'

/** Bytes as kB (1000 B) with one decimal. */
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** `a / b` with two decimals. */
export const formatRatio = (numerator: number, denominator: number) =>
  (numerator / denominator).toFixed(2)

/** Today's date as YYYY-MM-DD (UTC). */
export const today = () => new Date().toISOString().slice(0, 10)

/** The machine and its load, for the README header of a run. */
export const describeRun = (browserVersion: string, loadAtStart: number) =>
  `Measured ${today()} on a 2-core VM shared with other work (Node ${process.versions.node}, Chromium ${browserVersion}; 1-min load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end).`
