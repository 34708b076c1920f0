import { z } from 'zod'
import { invalidParams, stringifyJson } from '../json-rpc/json-rpc.ts'
import { defineRpcMethod, type RpcMethods } from '../json-rpc/rpc-dispatch.ts'
import { accountEncodingSchema, encodeAccount } from './encode-account.ts'
import { readAccount, type SolanaLedger, type TransactionRecord } from './ledger.ts'
import { addressSchema, commitmentSchema, signatureSchema } from './methods/shared.ts'

/** Parameters of {@link createSubscriptionMethods}. */
export type CreateSubscriptionMethodsParameters = {
  ledger: SolanaLedger
  /** Sends one notification text to the connection. */
  send: (text: string) => void
  /** Hands out subscription ids unique across the server. */
  nextId: () => number
}

/** The subscription methods of one websocket connection, plus its cleanup. */
export type ConnectionSubscriptions = { methods: RpcMethods; closeAll: () => void }

function notification(method: string, subscription: number, result: unknown): string {
  return stringifyJson({ jsonrpc: '2.0', method, params: { result, subscription } })
}

/**
 * signature/account/slot subscriptions in Agave's notification shapes. A signature subscription
 * fires once (then ends, as on Agave), immediately when the signature already landed.
 */
export function createSubscriptionMethods({
  ledger,
  send,
  nextId,
}: CreateSubscriptionMethodsParameters): ConnectionSubscriptions {
  const active = new Map<number, () => void>()
  const { events } = ledger

  function onTransaction(listener: (record: TransactionRecord) => void): number {
    const id = nextId()
    events.on('transaction', listener)
    active.set(id, () => events.off('transaction', listener))
    return id
  }

  function onSlot(listener: (slot: bigint) => void): number {
    const id = nextId()
    events.on('slot', listener)
    active.set(id, () => events.off('slot', listener))
    return id
  }

  function unsubscribe(id: number): boolean {
    const stop = active.get(id)
    if (!stop) throw invalidParams('Invalid subscription id.')
    stop()
    active.delete(id)
    return true
  }

  const signatureSubscribe = defineRpcMethod(
    z.tuple([
      signatureSchema,
      z
        .object({
          commitment: commitmentSchema.optional(),
          enableReceivedNotification: z.boolean().optional(),
        })
        .optional(),
    ]),
    ([signature]) => {
      let id = 0
      const notify = (record: TransactionRecord) => {
        send(
          notification('signatureNotification', id, {
            context: { slot: record.slot },
            value: { err: record.err },
          }),
        )
        active.get(id)?.()
        active.delete(id)
      }
      id = onTransaction((record) => {
        if (record.signature === signature) notify(record)
      })
      const landed = ledger.records.get(signature)
      // After the subscribe answer has been sent, so the client knows the id it refers to.
      if (landed) setImmediate(() => active.has(id) && notify(landed))
      return id
    },
  )

  const accountSubscribe = defineRpcMethod(
    z.tuple([
      addressSchema,
      z
        .object({
          commitment: commitmentSchema.optional(),
          encoding: accountEncodingSchema.optional(),
        })
        .optional(),
    ]),
    ([address, config]) => {
      const id: number = onTransaction((record) => {
        if (!record.accountKeys.includes(address)) return
        const account = readAccount(ledger, address)
        const value = account ? encodeAccount(ledger, account, config?.encoding) : null
        send(notification('accountNotification', id, { context: { slot: record.slot }, value }))
      })
      return id
    },
  )

  const slotSubscribe = defineRpcMethod(z.tuple([]), () => {
    const id: number = onSlot((slot) => {
      send(notification('slotNotification', id, { parent: slot - 1n, root: slot - 1n, slot }))
    })
    return id
  })

  const unsubscribeMethod = defineRpcMethod(z.tuple([z.number().int()]), ([id]) => unsubscribe(id))

  return {
    methods: {
      signatureSubscribe,
      signatureUnsubscribe: unsubscribeMethod,
      accountSubscribe,
      accountUnsubscribe: unsubscribeMethod,
      slotSubscribe,
      slotUnsubscribe: unsubscribeMethod,
    },
    closeAll: () => {
      for (const stop of active.values()) stop()
      active.clear()
    },
  }
}
