import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'

/** What a row gets to be part of the roving focus. */
export type VirtualRowProps = {
  ref: Ref<HTMLElement>
  tabIndex: 0 | -1
  onFocus: () => void
}

export type VirtualListProps<Item> = {
  items: readonly Item[]
  getKey: (item: Item) => string
  /** Height of one row including the gap after it, in px. */
  rowHeight: number
  /** Height of the scrolling viewport, in px (the list is shorter when it has fewer rows). */
  height: number
  /** Rows rendered beyond each edge of the viewport. Default 4. */
  overscan?: number | undefined
  /** Names the list. */
  label: string
  renderRow: (item: Item, index: number, row: VirtualRowProps) => ReactNode
  /** Arrow Up on the first row: hand focus back (to the search field). */
  onExitStart?: (() => void) | undefined
  /** Receives {@link VirtualListHandle} (a prop, not `ref`, so React 18 needs no forwardRef). */
  handleRef?: Ref<VirtualListHandle> | undefined
}

export type VirtualListHandle = {
  /** Moves focus to row `index` (scrolling it into view). */
  focusRow: (index: number) => void
}

/** Indexes to render for a scroll position: the visible rows plus `overscan` on each side. */
export function visibleRange(parameters: {
  scrollTop: number
  height: number
  rowHeight: number
  count: number
  overscan: number
}): { start: number; end: number } {
  const { scrollTop, height, rowHeight, count, overscan } = parameters
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight)
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) }
}

/**
 * A windowed list: only the rows near the viewport exist in the DOM, each absolutely placed at
 * `index * rowHeight`. One row is in the Tab order (roving focus); arrows, Home, End, Page Up
 * and Page Down move it, scrolling as needed. The focused row stays rendered even when
 * scrolled away, so focus is never lost. Give it a new `key` for a new result set: it starts
 * again at the top.
 */
export function VirtualList<Item>({
  items,
  getKey,
  rowHeight,
  height,
  overscan = 4,
  label,
  renderRow,
  onExitStart,
  handleRef,
}: VirtualListProps<Item>) {
  const viewport = useRef<HTMLDivElement>(null)
  const rows = useRef(new Map<number, HTMLElement>())
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const [pendingFocus, setPendingFocus] = useState<number | undefined>(undefined)
  const count = items.length
  const activeIndex = Math.min(active, Math.max(0, count - 1))
  const viewportHeight = Math.min(height, count * rowHeight)

  const scrollToRow = useCallback(
    (index: number) => {
      const element = viewport.current
      const top = index * rowHeight
      let next = element?.scrollTop ?? scrollTop
      if (top < next) next = top
      else if (top + rowHeight > next + height) next = top + rowHeight - height
      if (element) element.scrollTop = next
      setScrollTop(next)
    },
    [rowHeight, height, scrollTop],
  )

  const focusRow = useCallback(
    (index: number) => {
      if (count === 0) return
      const target = Math.min(Math.max(index, 0), count - 1)
      setActive(target)
      scrollToRow(target)
      setPendingFocus(target)
    },
    [count, scrollToRow],
  )
  useImperativeHandle(handleRef, () => ({ focusRow }), [focusRow])

  useEffect(() => {
    if (pendingFocus === undefined) return
    rows.current.get(pendingFocus)?.focus()
    setPendingFocus(undefined)
  }, [pendingFocus])

  const page = Math.max(1, Math.floor(height / rowHeight) - 1)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: count - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
    }
    const target = moves[event.key]
    if (target === undefined || count === 0) return
    event.preventDefault()
    if (event.key === 'ArrowUp' && activeIndex === 0 && onExitStart) {
      onExitStart()
      return
    }
    focusRow(target)
  }

  const { start, end } = visibleRange({ scrollTop, height, rowHeight, count, overscan })
  const indexes: number[] = []
  for (let index = start; index < end; index++) indexes.push(index)
  if (count > 0 && (activeIndex < start || activeIndex >= end)) indexes.push(activeIndex)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the rows inside bubble here
    <div
      ref={viewport}
      className="apkt-virtual"
      style={{ height: viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <ul className="apkt-virtual__inner" aria-label={label} style={{ height: count * rowHeight }}>
        {indexes.map((index) => {
          const item = items[index] as Item
          return (
            <li
              key={getKey(item)}
              className="apkt-virtual__row"
              aria-setsize={count}
              aria-posinset={index + 1}
              style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
            >
              {renderRow(item, index, {
                ref: (element) => {
                  if (element) rows.current.set(index, element)
                  else rows.current.delete(index)
                },
                tabIndex: index === activeIndex ? 0 : -1,
                onFocus: () => setActive(index),
              })}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
