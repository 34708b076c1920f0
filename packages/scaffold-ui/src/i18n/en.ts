import { enFeatures } from './en-features.ts'
import { enShell } from './en-shell.ts'

/** The complete English catalogue: every string the modal shows, keyed by where it appears. */
export const en = { ...enShell, ...enFeatures } as const
