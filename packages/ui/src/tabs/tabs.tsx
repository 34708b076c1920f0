import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { classNames } from '../internal/class-names.ts'

export type TabItem<Id extends string = string> = {
  id: Id
  label: string
  icon?: ReactNode
  disabled?: boolean | undefined
}

export type TabsProps<Id extends string = string> = {
  /** Names the tab list. */
  label: string
  items: readonly TabItem<Id>[]
  selectedId: Id
  onSelect: (id: Id) => void
  /** The panel content of the selected tab. */
  children?: ReactNode
  className?: string | undefined
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select, only the
 * selected tab is in the Tab order (roving tabindex), and the panel is labelled by its tab.
 */
export function Tabs<Id extends string = string>({
  label,
  items,
  selectedId,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`
  const enabled = items.filter((item) => !item.disabled)

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((item) => item.id === selectedId)
    const last = enabled.length - 1
    const targets: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    const target = targets[event.key]
    const item = target === undefined ? undefined : enabled[target]
    if (!item) return
    event.preventDefault()
    onSelect(item.id)
    tabRefs.current.get(item.id)?.focus()
  }

  return (
    <div className={classNames('apkt-tabs', className)}>
      <div role="tablist" aria-label={label} className="apkt-tabs__list" onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element)
                else tabRefs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="apkt-tabs__tab"
              onClick={() => onSelect(item.id)}
            >
              {item.icon}
              <span className="apkt-tabs__label">{item.label}</span>
            </button>
          )
        })}
      </div>
      {children === undefined ? null : (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(selectedId)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG pattern makes a panel focusable so its content is reachable
          tabIndex={0}
          className="apkt-tabs__panel"
        >
          {children}
        </div>
      )}
    </div>
  )
}
