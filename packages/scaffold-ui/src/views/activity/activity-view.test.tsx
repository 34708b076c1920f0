import { connect, goBack, pushView } from '@openappkit/controllers'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { API_URL, type ApiReply, createFakeApi } from '../../test-utils/fake-api.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { historyEntry } from '../../test-utils/transactions.ts'
import { summarizeTransaction } from './describe-transaction.ts'

async function openActivity(pages: (cursor: string | null) => ApiReply | Promise<ApiReply>) {
  const api = createFakeApi((request) =>
    request.path.endsWith('/history') ? pages(request.query.get('cursor')) : undefined,
  )
  const { core, wallet } = await createTestCore({ apiUrl: API_URL, fetch: api.fetch })
  await connect(core, { connectorId: wallet.connectorId })
  await renderModal(core, { open: true })
  await act(async () => pushView(core, { view: 'Activity' }))
  await settle()
  return { core, api }
}

describe('Activity', () => {
  it('groups by year then month, newest first, hides spam, and loads more on request', async () => {
    const { api } = await openActivity((cursor) =>
      cursor === 'page-2'
        ? { json: { data: [historyEntry('old', '2023-12-05T10:00:00Z')], next: null } }
        : {
            json: {
              data: [
                historyEntry('jan', '2024-01-10T10:00:00Z', {
                  operationType: 'receive',
                  direction: 'in',
                  numeric: '1234567.891',
                  symbol: 'USDC',
                }),
                historyEntry('mar', '2024-03-02T10:00:00Z', { status: 'failed' }),
                historyEntry('spam', '2024-03-03T10:00:00Z', { spam: true }),
              ],
              next: 'page-2',
            },
          },
    )
    const headings = await screen.findAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual(['March 2024', 'January 2024'])
    const march = screen.getByRole('region', { name: 'March 2024' })
    expect(within(march).getByText('Sent')).toBeInTheDocument()
    expect(within(march).getByText('Failed')).toBeInTheDocument()
    const january = screen.getByRole('region', { name: 'January 2024' })
    expect(within(january).getByText('Received')).toBeInTheDocument()
    expect(within(january).getByText('+1,234,567.891 USDC')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { name: 'December 2023' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.path.endsWith('/history'))).toHaveLength(2)
  })

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = []
    class FakeObserver {
      constructor(public callback: IntersectionObserverCallback) {
        observed.push({ callback })
      }
      observe(target: Element) {
        const last = observed.at(-1)
        if (last) last.target = target
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    try {
      const { api } = await openActivity((cursor) =>
        cursor === 'page-2'
          ? { json: { data: [historyEntry('old', '2023-12-05T10:00:00Z')], next: null } }
          : { json: { data: [historyEntry('new', '2024-03-02T10:00:00Z')], next: 'page-2' } },
      )
      await screen.findByRole('heading', { name: 'March 2024' })
      const watcher = observed.at(-1)
      expect(watcher?.target).toBeInstanceOf(HTMLElement)
      await act(async () =>
        watcher?.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          watcher as unknown as IntersectionObserver,
        ),
      )
      expect(await screen.findByRole('heading', { name: 'December 2023' })).toBeInTheDocument()
      expect(api.calls.filter((call) => call.path.endsWith('/history'))).toHaveLength(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('shows a transaction made since the last visit when it opens again, keeping the rest', async () => {
    let data = [historyEntry('first', '2024-03-01T10:00:00Z', { numeric: '1' })]
    const { core } = await openActivity(() => ({ json: { data, next: null } }))
    expect(await screen.findByText('-1 ETH')).toBeInTheDocument()
    await act(async () => goBack(core))
    data = [historyEntry('sent-since', '2024-03-02T10:00:00Z', { numeric: '0.25' }), ...data]
    await act(async () => pushView(core, { view: 'Activity' }))
    await settle()
    expect(await screen.findByText('-0.25 ETH')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('-0.25 ETH'),
      expect.stringContaining('-1 ETH'),
    ])
  })

  it('shows the empty state', async () => {
    await openActivity(() => ({ json: { data: [], next: null } }))
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument()
  })

  it('shows loading, then Failed to fetch transactions with a retry that works', async () => {
    let fail = true
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await openActivity(async () => {
      await gate
      if (fail) return { status: 403, json: {} }
      return { json: { data: [historyEntry('a', '2024-02-01T00:00:00Z')], next: null } }
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading activity')
    await act(async () => release())
    expect(
      await screen.findByRole('heading', { name: 'Failed to fetch transactions' }),
    ).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'February 2024' })).toBeInTheDocument()
  })

  it('reads unknown entries as plain transactions', () => {
    const summary = summarizeTransaction(
      { id: 'x', metadata: { minedAt: '2024-01-01T00:00:00Z' }, transfers: [] },
      'en-US',
    )
    expect(summary).toMatchObject({ direction: 'other', status: 'confirmed', amount: undefined })
  })
})
