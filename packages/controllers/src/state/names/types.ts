import type { NameSuggestion } from '../../api/actions/get-name-suggestions.ts'

/** Name suggestions (docs/project/behaviour.md §3) and whether a name request is running. */
export type NamesState = {
  suggestions: NameSuggestion[]
  /** Suggestions are being fetched. */
  loading: boolean
  /** A registration is in progress. */
  registering: boolean
}
