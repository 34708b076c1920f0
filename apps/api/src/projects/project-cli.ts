import { loadConfig, readConfigSources } from '../config/index.ts'
import { resolveSmartAccountNetwork } from '../config/smart-account-config.ts'
import { type ApiDatabase, openDatabase } from '../db/index.ts'
import { ApiError } from '../errors/index.ts'
import type { ApiClock } from '../server/services.ts'
import { projectInputSchema } from './project.ts'
import { formatProjectTable, PROJECT_USAGE, projectToJson } from './project-cli-format.ts'
import { type ProjectCommandOptions, parseProjectCommand } from './project-cli-options.ts'
import {
  addProject,
  findProject,
  listProjects,
  removeProject,
  updateProject,
} from './project-store.ts'

/** Where text goes: `process.stdout`, or anything else with `write` (tests). */
export type ProjectCommandOutput = { write(text: string): unknown }

/** Where `pnpm api project` writes and what it reads. */
export type ProjectCommandIo = {
  stdout: ProjectCommandOutput
  stderr: ProjectCommandOutput
  env?: Readonly<Record<string, string | undefined>> | undefined
  clock?: ApiClock | undefined
}

/**
 * The smart-account networks given, checked against the api configuration's chains (`--config`,
 * else what `pnpm api` loads: $OPENAPPKIT_API_CONFIG, the devnet manifest) and with aliases
 * replaced by CAIP-2 ids.
 */
async function checkedSmartAccountNetworks(
  options: ProjectCommandOptions,
  env: ProjectCommandIo['env'],
): Promise<string[] | null | undefined> {
  const listed = options.smartAccountNetworks
  if (!listed || listed.length === 0) return listed
  let chains: Awaited<ReturnType<typeof loadConfig>>['chains']
  try {
    chains = (await loadConfig({ configPath: options.config, env })).chains
  } catch (error) {
    throw new ApiError(
      `--smart-account-networks: cannot read the api configuration to check the networks (give --config <file>): ${error instanceof Error ? error.message : String(error)}`,
      { status: 400 },
    )
  }
  const resolved = listed.map((id) => resolveSmartAccountNetwork(chains, id))
  const problem = resolved.find((entry) => 'problem' in entry)
  if (problem && 'problem' in problem) {
    throw new ApiError(`--smart-account-networks: ${problem.problem}`, { status: 400 })
  }
  return [
    ...new Set(
      resolved.flatMap((entry) => ('caipNetworkId' in entry ? [entry.caipNetworkId] : [])),
    ),
  ]
}

/** The database the server would use: $DATABASE_URL, the config file's, the default SQLite file. */
async function configuredDatabaseUrl(
  options: ProjectCommandOptions,
  env: ProjectCommandIo['env'],
): Promise<string> {
  // The devnet manifest names chains only: not needed here, nor an error when it is missing.
  const { merged } = await readConfigSources({
    configPath: options.config,
    env: { ...(env ?? process.env), OPENAPPKIT_DEVNET_MANIFEST: undefined },
  })
  const database = merged.database as { url?: unknown } | undefined
  if (typeof database?.url !== 'string')
    throw new ApiError('No database configured', { status: 400 })
  return database.url
}

async function setProject(
  database: ApiDatabase,
  options: ProjectCommandOptions,
  now: number,
  smartAccountNetworks: string[] | null | undefined,
) {
  const id = options.id ?? ''
  const changesOrigins =
    options.origins !== undefined ||
    options.addOrigins.length > 0 ||
    options.removeOrigins.length > 0
  if (
    !changesOrigins &&
    options.name === undefined &&
    options.features === undefined &&
    options.rateLimit === undefined &&
    smartAccountNetworks === undefined
  ) {
    throw new ApiError(
      'project set: nothing to change (give --name, --origin, --add-origin, --remove-origin, --features, --rate-limit or --smart-account-networks)',
      { status: 400 },
    )
  }
  let allowedOrigins: string[] | undefined
  if (changesOrigins) {
    const current = await findProject(database.db, id)
    if (!current) throw new ApiError(`No project with id "${id}"`, { status: 404 })
    const base = options.origins ?? [...current.allowedOrigins]
    const removed = new Set(options.removeOrigins)
    allowedOrigins = [...new Set([...base, ...options.addOrigins])].filter(
      (origin) => !removed.has(origin),
    )
  }
  return updateProject(
    database.db,
    id,
    {
      name: options.name,
      allowedOrigins,
      allowedFeatures: options.features,
      rateLimitMax: options.rateLimit,
      smartAccountNetworks,
    },
    now,
  )
}

async function run(database: ApiDatabase, options: ProjectCommandOptions, io: ProjectCommandIo) {
  const now = io.clock?.now() ?? Date.now()
  const id = options.id ?? ''
  switch (options.subcommand) {
    case 'list': {
      const projects = await listProjects(database.db)
      io.stdout.write(
        options.json
          ? `${JSON.stringify(projects.map(projectToJson), null, 2)}\n`
          : formatProjectTable(projects),
      )
      return
    }
    case 'add': {
      const input = projectInputSchema.parse({
        id,
        name: options.name,
        allowedOrigins: options.origins ?? [],
        allowedFeatures: options.features ?? undefined,
        rateLimitMax: options.rateLimit ?? undefined,
        smartAccountNetworks: (await checkedSmartAccountNetworks(options, io.env)) ?? undefined,
      })
      const project = await addProject(database.db, input, now)
      io.stdout.write(`Added project ${project.id}\n${formatProjectTable([project])}`)
      return
    }
    case 'set': {
      const networks = await checkedSmartAccountNetworks(options, io.env)
      const project = await setProject(database, options, now, networks)
      io.stdout.write(`Updated project ${project.id}\n${formatProjectTable([project])}`)
      return
    }
    case 'remove':
      await removeProject(database.db, id)
      io.stdout.write(`Removed project ${id}\n`)
      return
    case 'help':
      io.stdout.write(PROJECT_USAGE)
  }
}

/**
 * `pnpm api project add|list|set|remove ...` (`args` are the words after `project`): manages the
 * projects table of the database named by `--database`, `$DATABASE_URL` or the default SQLite
 * file, migrating it first. Returns the exit code: 0, or 1 with the reason on stderr.
 */
export async function runProjectCommand(
  args: readonly string[],
  io: ProjectCommandIo,
): Promise<number> {
  const env = io.env ?? process.env
  let database: ApiDatabase | undefined
  try {
    const options = parseProjectCommand(args[0] === 'project' ? args.slice(1) : args)
    if (options.subcommand === 'help') {
      io.stdout.write(PROJECT_USAGE)
      return 0
    }
    const url = options.database ?? (await configuredDatabaseUrl(options, env))
    database = await openDatabase({ url, poolSize: 1 })
    await run(database, options, io)
    return 0
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const usage =
      error instanceof ApiError && error.status === 400 ? ' (openappkit-api projects help)' : ''
    io.stderr.write(`api project: ${message}${usage}\n`)
    return 1
  } finally {
    await database?.destroy()
  }
}
