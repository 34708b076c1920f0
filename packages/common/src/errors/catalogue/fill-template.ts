const placeholder = /\{(\w+)\}/g

/**
 * Fills `{name}` placeholders from `params`; unknown ones stay as written. A family's
 * `{problem}` (a problem code) reads `problemText`, its text, filled from the same params.
 */
export function fillTemplate(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
  problemText?: string,
): string {
  if (!params) return template
  return template.replace(placeholder, (match, name: string) =>
    name === 'problem' && problemText !== undefined
      ? fillTemplate(problemText, params)
      : Object.hasOwn(params, name)
        ? String(params[name])
        : match,
  )
}

/** The placeholder names of a template, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] as string)
}
