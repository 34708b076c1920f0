import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT, renderApiReports } from './api-report.ts'

// Rewrites each published package's api-report.md from its entries' exports.
for (const [file, report] of renderApiReports()) writeFileSync(join(REPO_ROOT, file), report)
