import type { Project } from './project.ts'

/** The usage text of `openappkit-api projects` (`pnpm api project` in this repository). */
export const PROJECT_USAGE = `Usage: openappkit-api projects <subcommand> [options]

  add <id> --name <name> [--origin <origin>]... [--features <list>|all] [--rate-limit <n>|default]
           [--smart-account-networks <list>|none|default] [--config <file>]
  set <id> [--name <name>] [--origin <origin>]... [--add-origin <origin>]... [--remove-origin <origin>]...
           [--features <list>|all] [--rate-limit <n>|default]
           [--smart-account-networks <list>|none|default] [--config <file>]
  list [--json]
  remove <id>

  --origin          an exact origin (https://dapp.example); repeat it; on set it replaces the list
  --features        comma list of balances, history, names, swaps, prices, onramp, sessions, siwx,
                    embedded, wallets, analytics; "all" (the default) allows every feature
  --rate-limit      requests per client address per window (0: no limit; default: the config's)
  --smart-account-networks
                    comma list of CAIP-2 chains where the project's embedded wallet has a smart
                    account (eip155:31337,eip155:31338), each a configured chain with
                    accountAbstraction; "none": EOA only; "default" (the default): the config's
                    embedded.smartAccountNetworks
  --config <file>   the api configuration: its chains check the networks, its database is the
                    default one (default: as the server loads it: $OPENAPPKIT_API_CONFIG, then
                    openappkit-api.jsonc or .json in the working folder)
  --database <url>  sqlite:<path> or postgres://... (default: $DATABASE_URL, then the config's,
                    then openappkit-api.sqlite in the working folder)
`

/** A project as JSON for `list --json` and scripts. */
export function projectToJson(project: Project): Record<string, unknown> {
  return {
    id: project.id,
    name: project.name,
    allowedOrigins: project.allowedOrigins,
    allowedFeatures: project.allowedFeatures ?? 'all',
    rateLimitMax: project.rateLimitMax ?? 'default',
    smartAccountNetworks: project.smartAccountNetworks ?? 'default',
    createdAt: new Date(project.createdAt).toISOString(),
    updatedAt: new Date(project.updatedAt).toISOString(),
  }
}

const smartAccountsCell = (networks: readonly string[] | undefined) =>
  networks === undefined ? 'default' : networks.join(',') || 'none'

/** Projects as an aligned text table. */
export function formatProjectTable(projects: readonly Project[]): string {
  if (projects.length === 0) return 'No projects: every request uses the global settings.\n'
  const rows = [
    ['ID', 'NAME', 'ORIGINS', 'FEATURES', 'RATE LIMIT', 'SMART ACCOUNTS'],
    ...projects.map((project) => [
      project.id,
      project.name,
      project.allowedOrigins.join(',') || '-',
      project.allowedFeatures?.join(',') ?? 'all',
      project.rateLimitMax === undefined ? 'default' : String(project.rateLimitMax),
      smartAccountsCell(project.smartAccountNetworks),
    ]),
  ]
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  return `${rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`
}
