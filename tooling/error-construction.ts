import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** One place where an error is built from words instead of a catalogue code. */
export type ErrorConstructionViolation = { file: string; line: number; text: string; rule: string }

const FORBIDDEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bnew (?:Error|TypeError|RangeError|SyntaxError)\(/, 'a bare Error: throw an AppKitError'],
  [/\bnew BaseError\(/, 'a BaseError in a product package: throw an AppKitError'],
  [/\bextends Error\b/, 'only BaseError extends Error'],
]

const APP_KIT_ERROR = /\bnew AppKitError\(\s*([^,)\s]*)/g

/**
 * Finds errors built from a bare string in one source text: `new Error(...)`, `new BaseError`,
 * and `new AppKitError(x)` whose `x` is not the literal of a code in `codes`.
 */
export function findErrorConstructionViolations(
  file: string,
  source: string,
  codes: ReadonlySet<string>,
): ErrorConstructionViolation[] {
  const violations: ErrorConstructionViolation[] = []
  source.split('\n').forEach((text, index) => {
    const line = index + 1
    for (const [pattern, rule] of FORBIDDEN) {
      if (pattern.test(text)) violations.push({ file, line, text: text.trim(), rule })
    }
    for (const match of text.matchAll(APP_KIT_ERROR)) {
      const code = /^'([A-Z0-9_]+)'$/.exec(match[1] ?? '')?.[1]
      if (!code || !codes.has(code)) {
        violations.push({
          file,
          line,
          text: text.trim(),
          rule: 'AppKitError needs a catalogue code',
        })
      }
    }
  })
  return violations
}

/** The source files of a package: `.ts`/`.tsx` under src, without tests and test helpers. */
export function productSourceFiles(root: string, directory = root): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      return entry.name === 'test-utils' ? [] : productSourceFiles(root, path)
    }
    if (!/\.tsx?$/.test(entry.name) || /\.test(?:-kit)?\.tsx?$/.test(entry.name)) return []
    return [path]
  })
}

/** Every violation in the given package source folders, paths relative to `repoRoot`. */
export function scanProductSources(
  repoRoot: string,
  sourceFolders: readonly string[],
  codes: ReadonlySet<string>,
): ErrorConstructionViolation[] {
  return sourceFolders.flatMap((folder) =>
    productSourceFiles(join(repoRoot, folder)).flatMap((path) =>
      findErrorConstructionViolations(relative(repoRoot, path), readFileSync(path, 'utf8'), codes),
    ),
  )
}
