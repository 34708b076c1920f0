import { isAppKitError } from '@openappkit/common/errors'
import { forgeSignIns } from '@openappkit/testing'
import { describe, expect, it } from 'vitest'
import { defaultVerifiers } from '../configs/default-verifiers.ts'
import { serializeSiwxMessage } from '../message/serialize-siwx-message.ts'
import {
  FIXTURE_DOMAIN,
  FIXTURE_URI,
  fixtureData,
  fixtureSession,
  fixtureSigners,
} from '../test-utils/siwx-fixtures.ts'
import { verifySiwxSession } from './verify-siwx-session.ts'

// The security bar of issue 19: every tampered sign-in is refused with a catalogue error, and
// none makes the verifier throw anything else.
describe('forged sign-ins', () => {
  it('refuses every one of hundreds of tampered messages and signatures on every namespace', async () => {
    const signers = fixtureSigners()
    const verifiers = defaultVerifiers()
    const now = Date.now()
    const outcomes: Record<string, number> = {}
    let total = 0
    for (const [index, signer] of signers.entries()) {
      const valid = await fixtureSession(
        signer,
        fixtureData(signer, now, { requestId: 'request-1' }),
      )
      const other = signers[(index + 1) % signers.length]
      if (!other) throw new Error('fixtures')
      const moved = serializeSiwxMessage(fixtureData(signer, now, { nonce: 'AnotherNonce1' }))
      const verify = (message: string, signature: string) =>
        verifySiwxSession({
          message,
          signature,
          verifiers,
          domain: FIXTURE_DOMAIN,
          uri: FIXTURE_URI,
          chainIds: signers.map((candidate) => candidate.chainId),
          now,
        })
      await expect(verify(valid.message, valid.signature)).resolves.toMatchObject({
        data: valid.data,
      })
      const forgeries = forgeSignIns({
        message: valid.message,
        signature: valid.signature,
        foreignSignature: await other.sign(valid.message),
        movedSignature: await signer.sign(moved),
        seed: index + 1,
      })
      for (const forged of forgeries) {
        const error = await verify(forged.message, forged.signature).then(
          () => new Error(`accepted: ${forged.forgery}`),
          (caught: unknown) => caught,
        )
        const code = isAppKitError(error) ? error.code : `${forged.forgery}: ${String(error)}`
        expect(code, forged.forgery).toMatch(/^SIWX_/)
        outcomes[code] = (outcomes[code] ?? 0) + 1
        total += 1
      }
    }
    expect(total).toBeGreaterThanOrEqual(500)
    // Each kind of refusal is met, so the suite exercises every check, not only the grammar.
    expect(Object.keys(outcomes).sort()).toEqual(
      expect.arrayContaining([
        'SIWX_DOMAIN_MISMATCH',
        'SIWX_INVALID_SIGNATURE',
        'SIWX_MESSAGE_MALFORMED',
      ]),
    )
  })
})
