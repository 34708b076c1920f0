import { useId } from 'react'
import { Chip, type ChipTone } from '../chip/chip.tsx'
import { Spinner } from '../feedback/spinner.tsx'
import { WalletImage } from '../image/images.tsx'
import { ListRow } from './list-row.tsx'

export type WalletRowTag = { label: string; tone?: ChipTone | undefined }

export type WalletRowProps = {
  name: string
  imageSrc?: string | null | undefined
  /** Labels such as “Recent” or “Installed”; announced as the row's description. */
  tags?: readonly WalletRowTag[] | undefined
  onClick: () => void
  disabled?: boolean | undefined
  /** Shows a spinner instead of the tags while this wallet is connecting. */
  loading?: boolean | undefined
  chevron?: boolean | undefined
  className?: string | undefined
}

/** A wallet to pick: image, name and tags; its accessible name is exactly the wallet name. */
export function WalletRow({
  name,
  imageSrc,
  tags = [],
  onClick,
  disabled,
  loading,
  chevron,
  className,
}: WalletRowProps) {
  const id = useId()
  const tagsId = `${id}-tags`
  const hasTags = tags.length > 0 && !loading
  return (
    <ListRow
      className={className}
      leading={<WalletImage src={imageSrc} size={40} />}
      title={name}
      aria-describedby={hasTags ? tagsId : undefined}
      aria-busy={loading || undefined}
      trailing={
        loading ? (
          <Spinner size={18} />
        ) : hasTags ? (
          // Hidden from the name computed from content, so the name is exactly the wallet name;
          // aria-describedby still reads them as the description.
          <span id={tagsId} className="apkt-row__tags" aria-hidden="true">
            {tags.map((tag) => (
              <Chip key={tag.label} tone={tag.tone ?? 'neutral'}>
                {tag.label}
              </Chip>
            ))}
          </span>
        ) : null
      }
      chevron={chevron}
      onClick={onClick}
      disabled={disabled}
    />
  )
}
