import { z } from 'zod'
import { badRequest, notFound } from '../errors/index.ts'
import type { App } from '../http/app-env.ts'
import { commonQuerySchema, evmAddressSchema } from '../http/schemas.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { toFullName } from './full-name.ts'
import { namesOfAddress, readNameProfiles } from './name-profiles.ts'
import { registerName, registerNameBodySchema } from './register-name.ts'
import { suggestNames } from './suggest-names.ts'

const profileQuerySchema = commonQuerySchema.extend({
  apiVersion: z.enum(['1', '2']).optional(),
  sender: z.string().max(64).optional(),
})
const suggestionsQuerySchema = commonQuerySchema.extend({ zone: z.string().max(253).optional() })
const nameParamSchema = z.string().min(1).max(300)

/** Identity, profile lookup, reverse lookup, suggestions and registration of names. */
export function registerNameRoutes(app: App, context: ApiContext): void {
  const { zone } = context.config.names

  app.get('/v1/identity/:address', async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'), 'address')
    parseInput(profileQuerySchema, c.req.query(), 'query')
    const [name] = await namesOfAddress(context.db, address)
    const [profile] = name ? await readNameProfiles(context.db, [name]) : []
    const avatar = profile?.attributes.find((attribute) => 'avatar' in attribute)?.avatar ?? null
    return c.json({ name: profile?.name ?? null, avatar })
  })

  app.get('/v1/profile/account/:name', async (c) => {
    parseInput(profileQuerySchema, c.req.query(), 'query')
    const { name } = toFullName(parseInput(nameParamSchema, c.req.param('name'), 'name'), zone)
    const [profile] = await readNameProfiles(context.db, [name])
    if (!profile) throw notFound(`Name ${name} is not registered`)
    return c.json(profile)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'), 'address')
    parseInput(profileQuerySchema, c.req.query(), 'query')
    return c.json(await readNameProfiles(context.db, await namesOfAddress(context.db, address)))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const query = parseInput(suggestionsQuerySchema, c.req.query(), 'query')
    if (query.zone !== undefined && query.zone.toLowerCase() !== zone) {
      throw badRequest(`Unknown zone: this api serves .${zone}`)
    }
    const { label } = toFullName(parseInput(nameParamSchema, c.req.param('name'), 'name'), zone)
    return c.json({ suggestions: await suggestNames(context.db, label, zone) })
  })

  app.post('/v1/profile/account', async (c) => {
    parseInput(commonQuerySchema, c.req.query(), 'query')
    const body = parseInput(registerNameBodySchema, await readJsonBody(c), 'body')
    const { name } = await registerName(context, body)
    const [profile] = await readNameProfiles(context.db, [name])
    return c.json({ success: true, ...profile })
  })
}
