import type { ProblemFamilies, ProblemFamilyCode } from '../types.ts'

/** Each family's English problem texts, a chunk of its own (docs/project/architecture.md §6b). */
const loaders: { readonly [Code in ProblemFamilyCode]: () => Promise<ProblemFamilies[Code]> } = {
  ABI_CODEC_FAILED: () => import('./abi-problems.ts').then((module) => module.abiProblems),
}

/** Whether `code`'s `{problem}` is a problem code of its own family. */
export function isProblemFamilyCode(code: string): code is ProblemFamilyCode {
  return Object.hasOwn(loaders, code)
}

/**
 * The English texts of `code`'s problems, fetched on first use: a developer's error reaches the
 * modal rarely, so no family's texts ship with it.
 */
export function loadEnglishProblems<Code extends ProblemFamilyCode>(
  code: Code,
): Promise<ProblemFamilies[Code]> {
  return loaders[code]()
}
