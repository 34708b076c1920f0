import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] }

// Where a frame's code lives: a package (`hono`, `kysely`), our own source file, or Node itself.
function placeOf(url: string): string {
  if (url === '') return '(native / V8)'
  const packages = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)]
  const last = packages.at(-1)?.[1]
  if (last && last !== '.pnpm') return last
  const ours = /\/(apps|packages)\/([^/]+)\/(src\/.*)$/.exec(url)
  if (ours) return `${ours[1]}/${ours[2]}/${ours[3]}`
  if (url.startsWith('node:')) return url
  return url.split('/').slice(-2).join('/')
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`

/**
 * Self time of every `.cpuprofile` in `dir` (Node's --cpu-prof), added up: the 15 functions and
 * the 12 places (package or source file) that took most of the samples, idle time left out.
 */
export function summarizeCpuProfiles(dir: string): string {
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  let total = 0
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0
      const { functionName, url, lineNumber } = node.callFrame
      if (hits === 0 || functionName === '(idle)' || functionName === '(program)') continue
      total += hits
      const place = placeOf(url)
      const key = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`
      byFunction.set(key, (byFunction.get(key) ?? 0) + hits)
      byPlace.set(place, (byPlace.get(place) ?? 0) + hits)
    }
  }
  if (total === 0) return 'no samples\n'
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `  ${percent(hits, total).padStart(7)}  ${name}`)
  return [
    'busy samples by place (package or source file):',
    ...top(byPlace, 12),
    'by function:',
    ...top(byFunction, 15),
    '',
  ].join('\n')
}
