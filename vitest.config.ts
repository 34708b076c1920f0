import { defineConfig } from 'vitest/config'

// One run over every workspace project, so the suite ends with a single summary line.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The wagmi adapter once more against wagmi 2 and @wagmi/core 2 (its peer ranges take both majors).
      'packages/adapter-wagmi/vitest.wagmi2.config.ts',
      'apps/*/vitest.config.ts',
      'tooling/vitest.config.ts',
      // The documentation site: built, link-checked and opened in Chromium.
      'docs/vitest.config.ts',
      // The release rehearsal: its own group, run after the others (see its config).
      'tooling/release/vitest.config.ts',
    ],
    reporters: ['default', './tooling/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time,
    // both cores waiting through each file's start-up (`--maxWorkers` overrides).
    maxWorkers: 2,
  },
})
