import { Chip } from '../chip/chip.tsx'
import { CheckIcon } from '../icons/icons.tsx'
import { NetworkImage } from '../image/images.tsx'
import { classNames } from '../internal/class-names.ts'
import { ListRow } from './list-row.tsx'

export type NetworkRowProps = {
  name: string
  imageSrc?: string | null | undefined
  /** The active network: check mark and `aria-current`. */
  selected?: boolean | undefined
  /** Cannot be chosen at all. */
  disabled?: boolean | undefined
  /** The connected wallet does not support it; still selectable, shown with `unsupportedLabel`. */
  unsupported?: boolean | undefined
  unsupportedLabel?: string | undefined
  onClick: () => void
  className?: string | undefined
}

/** A network to switch to, marking the selected, disabled and unsupported ones. */
export function NetworkRow({
  name,
  imageSrc,
  selected,
  disabled,
  unsupported,
  unsupportedLabel,
  onClick,
  className,
}: NetworkRowProps) {
  return (
    <ListRow
      className={classNames(
        selected && 'apkt-row--selected',
        unsupported && 'apkt-row--muted',
        className,
      )}
      leading={<NetworkImage src={imageSrc} size={32} />}
      title={name}
      aria-current={selected || undefined}
      trailing={
        <>
          {unsupported && unsupportedLabel ? <Chip tone="warning">{unsupportedLabel}</Chip> : null}
          {selected ? (
            <span className="apkt-row__check">
              <CheckIcon size={18} strokeWidth={2.5} />
            </span>
          ) : null}
        </>
      }
      onClick={onClick}
      disabled={disabled}
    />
  )
}
