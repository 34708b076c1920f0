import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { artifactsPath } from '../src/evm/artifacts.ts'
import { compileContracts } from './compile-contracts.ts'

// Regenerates src/evm/artifacts.json so `pnpm devnet` never compiles at start.
const artifacts = compileContracts()
writeFileSync(artifactsPath, `${JSON.stringify(artifacts, null, 2)}\n`)
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', artifactsPath], { stdio: 'inherit' })
console.error(`wrote ${artifactsPath}`)
