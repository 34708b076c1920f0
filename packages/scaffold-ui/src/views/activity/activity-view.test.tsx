import { connect } from '@openappkit/controllers'
import { addSentTransaction, goBack, pushView } from '@openappkit/controllers/internal'
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

  it('gives every row its time and opens a detail with the hash and the explorer link', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    await openActivity(() => ({
      json: {
        data: [
          {
            ...historyEntry(hash, '2024-03-02T10:15:00Z'),
            metadata: { ...historyEntry(hash, '2024-03-02T10:15:00Z').metadata, hash },
          },
          historyEntry('earlier', '2024-03-02T08:05:00Z'),
        ],
        next: null,
      },
    }))
    const rows = await screen.findAllByRole('button', { name: /Sent/ })
    const time = (date: string) =>
      new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(date))
    // Two sends of one day tell apart by their time.
    expect(rows[0]).toHaveTextContent(time('2024-03-02T10:15:00Z'))
    expect(rows[1]).toHaveTextContent(time('2024-03-02T08:05:00Z'))
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(rows[0] as HTMLElement)
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true')
    const detail = document.getElementById(rows[0]?.getAttribute('aria-controls') ?? '')
    expect(detail).not.toBeNull()
    const details = within(detail as HTMLElement)
    expect(details.getByText('Transaction hash')).toBeInTheDocument()
    expect(details.getByText('0xabab…abab')).toBeInTheDocument()
    expect(details.getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${hash}`,
    )
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await userEvent.click(details.getByRole('button', { name: 'Copy transaction hash' }))
    expect(writeText).toHaveBeenCalledWith(hash)
    await userEvent.click(rows[0] as HTMLElement)
    expect(rows[0]).toHaveAttribute('aria-expanded', 'false')
  })

  it('lists a send from the modal at once, pending, before the history has it', async () => {
    const { core } = await openActivity(() => ({ json: { data: [], next: null } }))
    await screen.findByRole('heading', { name: 'No activity yet' })
    const address = core.state.chains.chains.eip155?.accountState.address ?? ''
    await act(async () =>
      addSentTransaction(core, {
        id: `0x${'cd'.repeat(32)}`,
        metadata: {
          minedAt: new Date().toISOString(),
          chain: 'eip155:1',
          operationType: 'send',
          status: 'pending',
          sentFrom: address,
          sentTo: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
        },
        transfers: [
          {
            fungible_info: { symbol: 'ETH', name: 'Ether' },
            direction: 'out',
            quantity: { numeric: '0.1' },
          },
        ],
      }),
    )
    const row = await screen.findByRole('button', { name: /Sent/ })
    expect(row).toHaveTextContent('-0.1 ETH')
    expect(row).toHaveTextContent('Pending')
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
