import type { LocaleCatalogues } from '../../types.ts'
import { elements } from './elements.ts'
import { features } from './features.ts'
import { messages } from './messages.ts'
import { shell } from './shell.ts'

/** Arabic, every part: one chunk, loaded when the modal first speaks it. */
export const catalogues: LocaleCatalogues = { elements, shell, features, messages }
