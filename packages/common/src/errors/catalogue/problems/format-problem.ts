import { fillTemplate } from '../fill-template.ts'

type Params = Readonly<Record<string, string | number>>

/**
 * `params` with `problem` (a problem code) replaced by `problemText`, the text of that code,
 * its placeholders filled from the same params; unchanged without a text.
 */
export function withProblemText(
  params: Params | undefined,
  problemText: string | undefined,
): Params | undefined {
  if (!params || problemText === undefined) return params
  return { ...params, problem: fillTemplate(problemText, params) }
}
