import { formatEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modal, nodeBalance, waitForLabValue } from './lab-page-object.ts'
import { LAB_WALLET, type LabSession, openLab } from './open-lab.ts'
import { chosenSendToken } from './send-steps.ts'

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
    // The account button writes the balance as the modal does, in Spanish ("10.000 ETH").
    const spanish = new Intl.NumberFormat('es-ES', {
      maximumFractionDigits: 4,
      roundingMode: 'trunc',
    }).format(Number(formatEther(before)))
    await page
      .getByRole('button', { name: new RegExp(`^${spanish.replaceAll('.', '\\.')} ETH`) })
      .first()
      .waitFor()

    await page.getByRole('button', { name: /0x/ }).first().click()
    await modal(page, 'Cuenta').getByRole('button', { name: 'Enviar', exact: true }).click()
    const send = modal(page, 'Enviar')
    // Send starts from the native token; its balance is written as the button writes it.
    await chosenSendToken(page, 'Enviar')
      .filter({ hasText: `Saldo: ${spanish} ETH` })
      .waitFor()
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

/** The element's `dir` attribute and its computed direction. */
function directionOf(element: Element) {
  return { dir: element.getAttribute('dir'), direction: getComputedStyle(element).direction }
}

describe('the lab in Arabic (?locale=ar), right to left at 360 px, in Chromium', () => {
  const phone = { viewport: { width: 360, height: 780 } }
  let arabic: LabSession | undefined

  afterAll(async () => {
    await arabic?.close()
  })

  it('lays the modal out right to left, mirrors the back icon and keeps the address left to right', async () => {
    arabic = await openLab({ accountIndex: 9, query: { locale: 'ar' }, contextOptions: phone })
    const { page, account } = arabic
    await page.getByRole('button', { name: 'ربط المحفظة' }).first().click()
    const connect = modal(page, 'ربط المحفظة')
    await connect.getByRole('button', { name: LAB_WALLET.name }).first().waitFor()
    // The shadow tree's root carries the language; the page itself stays as it was.
    expect(
      await connect.evaluate((dialog) => {
        const root = dialog.closest('.apkt-root')
        return root && { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') }
      }),
    ).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr')
    await page.screenshot({ path: '/tmp/lab-ar-connect-360.png' })

    await connect.getByRole('button', { name: LAB_WALLET.name }).first().click()
    await waitForLabValue(page, 'lab-status', 'connected')
    await page.getByRole('button', { name: /0x/ }).first().click()
    const accountView = modal(page, 'الحساب')
    const balance = accountView.locator('.apkt-account__balance')
    await balance.waitFor()
    // “1.5 ETH” keeps its order inside the Arabic layout.
    expect(await balance.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    await page.screenshot({ path: '/tmp/lab-ar-account-360.png' })

    await accountView.getByRole('button', { name: 'إرسال', exact: true }).click()
    const send = modal(page, 'إرسال')
    // Send starts from the native token, already chosen.
    await send.getByRole('button', { name: /^Ether/ }).waitFor()
    const receiver = send.getByRole('textbox', { name: 'إلى' })
    await receiver.fill(account.address)
    expect(await receiver.evaluate(directionOf)).toEqual({ dir: 'ltr', direction: 'ltr' })
    // Back points right, the way back is in a right-to-left layout.
    const back = send.getByRole('button', { name: 'رجوع' }).locator('svg')
    expect(await back.evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
    await page.screenshot({ path: '/tmp/lab-ar-send-360.png' })
    expect(arabic.nonLocalRequests).toEqual([])
  })

  it('shows the wallet refusing to sign in as an Arabic error toast', async () => {
    await arabic?.close()
    arabic = await openLab({
      accountIndex: 9,
      preset: 'siwx',
      query: { locale: 'ar' },
      contextOptions: phone,
    })
    const { page, wallet } = arabic
    await page.getByRole('button', { name: 'ربط المحفظة' }).first().click()
    await modal(page, 'ربط المحفظة').getByRole('button', { name: LAB_WALLET.name }).first().click()
    const signIn = modal(page, 'تسجيل الدخول')
    await signIn.getByRole('button', { name: 'توقيع', exact: true }).waitFor()
    await wallet.rejectNextRequest()
    await signIn.getByRole('button', { name: 'توقيع', exact: true }).click()
    await signIn.locator('.apkt-toast').filter({ hasText: 'حدث خطأ أثناء توقيع الرسالة' }).waitFor()
    await page.screenshot({ path: '/tmp/lab-ar-error-toast-360.png' })
    expect(arabic.nonLocalRequests).toEqual([])
  })
})
