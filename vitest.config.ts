import { defineConfig } from 'vitest/config'

// One run over every workspace project, so the suite ends with a single summary line.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tooling'],
    reporters: ['default', './tooling/summary-reporter.ts'],
  },
})
