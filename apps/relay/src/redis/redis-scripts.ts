import { createHash } from 'node:crypto'
import type { createClient } from 'redis'

type RedisClient = ReturnType<typeof createClient>

/** A Lua script run by its SHA-1, sent whole only when the server does not know it yet. */
export type RedisScript = { source: string; sha: string }

function defineScript(source: string): RedisScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') }
}

/**
 * One publish in one round trip: refuses a full topic (after dropping index entries whose
 * message expired), keeps the message unless the topic holds it already, indexes it, lets the
 * index live as long as its longest message, and announces the message itself on the channel
 * (none when it is empty). KEYS: index, message. ARGV: message JSON, id, publishedAt, expiresAt,
 * limit, message key prefix, channel. Returns 1 stored, 0 already held, -1 full. Standalone Redis: the sweep reads
 * keys of the same topic it was not handed.
 */
export const STORE = defineScript(`
local index, key = KEYS[1], KEYS[2]
local limit = tonumber(ARGV[5])
if redis.call('ZCARD', index) >= limit then
  for _, id in ipairs(redis.call('ZRANGE', index, 0, -1)) do
    if redis.call('EXISTS', ARGV[6] .. id) == 0 then redis.call('ZREM', index, id) end
  end
  if redis.call('ZCARD', index) >= limit then return -1 end
end
if not redis.call('SET', key, ARGV[1], 'NX', 'PXAT', ARGV[4]) then return 0 end
redis.call('ZADD', index, ARGV[3], ARGV[2])
redis.call('PEXPIREAT', index, ARGV[4], 'GT')
redis.call('PEXPIREAT', index, ARGV[4], 'NX')
if ARGV[7] ~= '' then redis.call('PUBLISH', ARGV[7], ARGV[1]) end
return 1
`)

/**
 * What waits on a topic for one client, oldest first, in one round trip: the stored messages it
 * has not acknowledged (the caller drops its own); index entries whose message expired go.
 * KEYS: index. ARGV: message key prefix, acknowledgement key prefix, client id.
 */
export const PENDING = defineScript(`
local found = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local stored = redis.call('GET', ARGV[1] .. id)
  if not stored then
    redis.call('ZREM', KEYS[1], id)
  elseif redis.call('SISMEMBER', ARGV[2] .. id, ARGV[3]) == 0 then
    table.insert(found, stored)
  end
end
return found
`)

/**
 * Records a client's acknowledgement, expiring with the message, without reading the message:
 * nothing is recorded once it expired. KEYS: message, acknowledgements. ARGV: client id.
 */
export const ACKNOWLEDGE = defineScript(`
local expiresAt = redis.call('PEXPIRETIME', KEYS[1])
if expiresAt < 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIREAT', KEYS[2], expiresAt)
return 1
`)

/** Has the server compile the scripts up front: the first publishes run by SHA-1 too. */
export async function loadScripts(client: RedisClient): Promise<void> {
  await Promise.all([STORE, PENDING, ACKNOWLEDGE].map(({ source }) => client.scriptLoad(source)))
}

/** Runs `script` by its SHA-1; a server that lost it (restarted, flushed) gets the source. */
export async function runScript(
  client: RedisClient,
  script: RedisScript,
  keys: string[],
  parameters: string[],
): Promise<unknown> {
  const options = { keys, arguments: parameters }
  try {
    return await client.evalSha(script.sha, options)
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error
    return client.eval(script.source, options)
  }
}
