import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { LAB_WALLET, type LabSession, openLab } from './open-lab.ts'
import { tokenRow } from './send-steps.ts'

const CHAIN_ID = 31337

let lab: LabSession

beforeAll(async () => {
  lab = await openLab({ accountIndex: 9, query: { locale: 'es' } })
})

afterAll(async () => {
  await lab?.close()
})

describe('the lab in Spanish (?locale=es), in Chromium', () => {
  it('labels the page button from the catalogues and shows a refused connection in Spanish', async () => {
    const { page, wallet } = lab
    const connectButton = page.getByRole('button', { name: 'Conectar cartera' }).first()
    await connectButton.waitFor()
    await wallet.rejectNextRequest()
    await connectButton.click()
    await modal(page, 'Conectar cartera')
      .getByRole('button', { name: LAB_WALLET.name })
      .first()
      .click()
    await modal(page).getByText('Conexión rechazada').first().waitFor()
    expect(await page.getByTestId('lab-status').textContent()).toBe('disconnected')
    await modal(page).getByRole('button', { name: 'Cerrar', exact: true }).click()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('shows the node refusing a send it cannot pay for as the Spanish node error', async () => {
    const { page, account } = lab
    await page.getByRole('button', { name: 'Conectar cartera' }).first().click()
    await modal(page, 'Conectar cartera')
      .getByRole('button', { name: LAB_WALLET.name })
      .first()
      .click()
    await waitForLabValue(page, 'lab-status', 'connected')
    const before = await nodeBalance(lab.rpcUrl(CHAIN_ID), account.address)

    await page.getByRole('button', { name: /0x/ }).first().click()
    await modal(page, 'Cuenta').getByRole('button', { name: 'Enviar', exact: true }).click()
    const send = modal(page, 'Enviar')
    await tokenRow(send.getByRole('list', { name: 'Tus tokens' }), 'Ether').click()
    // The whole balance: the value alone is affordable, value plus gas is not.
    await send.getByRole('button', { name: 'Máx.' }).click()
    await send.getByRole('textbox', { name: 'Para' }).fill(account.address)
    await send.getByRole('button', { name: 'Revisar envío' }).click()
    await modal(page, 'Revisar envío').getByRole('button', { name: 'Enviar', exact: true }).click()

    await page
      .getByRole('alert')
      .filter({
        hasText:
          'El coste total (gas * comisión del gas + valor) de esta transacción supera el saldo de la cuenta.',
      })
      .waitFor()
    expect(await nodeBalance(lab.rpcUrl(CHAIN_ID), account.address)).toBe(before)
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})

describe('the embedded preset in Spanish, in Chromium', () => {
  let embedded: LabSession | undefined

  afterAll(async () => {
    await embedded?.close()
  })

  it('answers a second email within 30 seconds with the Spanish cooldown message', async () => {
    embedded = await openLab({ accountIndex: 9, preset: 'embedded', query: { locale: 'es' } })
    const { page } = embedded
    await page.getByRole('button', { name: 'Conectar cartera' }).first().click()
    await modal(page, 'Conectar cartera').waitFor()
    await modal(page)
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('cooldown@example.org')
    await modal(page).getByRole('button', { name: 'Continuar con correo' }).click()
    await modal(page, 'Confirmar correo').waitFor()
    await modal(page).getByRole('button', { name: 'Reenviar código' }).click()
    await modal(page)
      .getByText(/^Vuelve a intentarlo dentro de \d+ segundos$/)
      .first()
      .waitFor()
    expect(embedded.nonLocalRequests).toEqual([])
  })
})
