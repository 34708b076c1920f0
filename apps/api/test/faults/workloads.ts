import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { RetriesExhaustedError, type RetryingClient } from './retrying-client.ts'

/** The write paths the harness injects faults into (indexing is checked apart). */
export type ScenarioName = 'names' | 'sessions' | 'onramp' | 'analytics'

/** What a scenario's clients saw: acknowledged writes keep what is needed to find them again. */
export type ScenarioLedger = {
  made: number
  acknowledged: Record<string, string>[]
  /** Retries exhausted on network errors / 5xx (allowed: the client was told it failed). */
  exhausted: number
  /** 4xx answers: a retry of a write that had landed must not be refused (idempotency). */
  refused: string[]
}

/** Shared settings of the workloads. */
export type WorkloadSettings = {
  client: RetryingClient
  /** The EVM chain's CAIP-2 id names and sessions are registered on (e.g. `eip155:31337`). */
  caipNetworkId: string
  /** The on-ramp network name of ETH on that chain (from /v1/onramp/options). */
  onRampNetwork: string
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const nowSeconds = () => Math.floor(Date.now() / 1_000)

async function registerName(settings: WorkloadSettings, ledger: ScenarioLedger) {
  const account = privateKeyToAccount(generatePrivateKey())
  const label = `fault-${randomBytes(6).toString('hex')}`
  const message = JSON.stringify({
    name: label,
    attributes: { description: 'fault harness' },
    timestamp: nowSeconds(),
  })
  const signature = await account.signMessage({ message })
  const coinType = 0x80000000 + Number(settings.caipNetworkId.split(':')[1])
  const response = await settings.client.request(
    '/v1/profile/account',
    json({ coin_type: coinType, address: account.address, message, signature }),
  )
  if (response.status !== 200) return ledger.refused.push(`${response.status} ${response.text}`)
  const { name } = JSON.parse(response.text) as { name: string }
  ledger.acknowledged.push({ name, owner: account.address.toLowerCase() })
}

async function createSession(settings: WorkloadSettings, ledger: ScenarioLedger) {
  const account = privateKeyToAccount(generatePrivateKey())
  const id = `${settings.caipNetworkId}:${account.address}`
  const message = JSON.stringify({
    action: 'create-session',
    account: id,
    permissions: { spend: randomBytes(4).toString('hex') },
    expiry: nowSeconds() + 3_600,
    timestamp: nowSeconds(),
  })
  const signature = await account.signMessage({ message })
  const response = await settings.client.request(`/v1/sessions/${id}`, json({ message, signature }))
  if (response.status !== 201 && response.status !== 200)
    return ledger.refused.push(`${response.status} ${response.text}`)
  const { pci } = JSON.parse(response.text) as { pci: string }
  ledger.acknowledged.push({ id, pci })
}

async function ingestEvent(settings: WorkloadSettings, ledger: ScenarioLedger) {
  const eventId = randomBytes(12).toString('hex')
  const response = await settings.client.request(
    '/e?projectId=faults',
    json({
      eventId,
      url: 'https://app.example/faults',
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'FAULT_HARNESS', properties: { n: 1 } },
    }),
  )
  if (response.status !== 202) return ledger.refused.push(`${response.status} ${response.text}`)
  ledger.acknowledged.push({ eventId })
}

async function completeCheckout(settings: WorkloadSettings, ledger: ScenarioLedger) {
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  // Opening a checkout is not idempotent, but a retried one only leaves an unpaid checkout.
  const opened = await settings.client.request(
    '/v1/generators/onrampurl',
    json({
      destinationWallets: [
        { address: recipient, blockchains: [settings.onRampNetwork], assets: ['ETH'] },
      ],
      partnerUserId: 'fault-harness',
    }),
  )
  if (opened.status !== 200) return ledger.refused.push(`${opened.status} ${opened.text}`)
  const id = new URL((JSON.parse(opened.text) as { url: string }).url).pathname.split('/').at(-1)
  const form = new URLSearchParams({
    option: '0',
    currency: 'USD',
    method: 'card',
    amount: '12.00',
    cardNumber: '4242424242424242',
    cardExpiry: '12/40',
    cardCvc: '123',
  })
  const paid = await settings.client.request(`/onramp/checkout/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  // The buyer whose retry finds the checkout paid reloads it, as a browser would after an error.
  const status =
    paid.status === 409 && paid.attempts > 1
      ? await settings.client.request(`/v1/onramp/checkout/${id}`)
      : undefined
  const completed =
    paid.status === 200 ||
    (status?.status === 200 &&
      (JSON.parse(status.text) as { status: string }).status === 'completed')
  if (!completed) return ledger.refused.push(`${paid.status} ${paid.text.slice(0, 300)}`)
  ledger.acknowledged.push({ id: id ?? '', recipient: recipient.toLowerCase() })
}

const operations = {
  names: registerName,
  sessions: createSession,
  analytics: ingestEvent,
  onramp: completeCheckout,
} satisfies Record<ScenarioName, unknown>

/** An empty ledger. */
export function createLedger(): ScenarioLedger {
  return { made: 0, acknowledged: [], exhausted: 0, refused: [] }
}

/** One client of `scenario` sending requests back to back until `done()`. */
export async function runWorkload(
  scenario: ScenarioName,
  settings: WorkloadSettings,
  ledger: ScenarioLedger,
  done: () => boolean,
): Promise<void> {
  while (!done()) {
    ledger.made += 1
    try {
      await operations[scenario](settings, ledger)
    } catch (error) {
      if (!(error instanceof RetriesExhaustedError)) throw error
      ledger.exhausted += 1
    }
  }
}
