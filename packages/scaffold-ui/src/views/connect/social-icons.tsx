import type { SocialLogin } from '@openappkit/controllers/internal'
import type { ReactNode } from 'react'

// Simple marks drawn for this kit (nothing fetched from the providers' hosts), one colour
// (the text's), 24×24: enough to tell the providers apart at a glance; the name is in each
// button's accessible name and tooltip.
const marks: Record<SocialLogin, () => ReactNode> = {
  // A "G": an open ring with its bar.
  google: () => (
    <path
      d="M20 12.2h-7.6M19.6 12.2a7.6 7.6 0 1 1-2.2-5.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
    />
  ),
  // An "X": one heavy stroke and one light one crossing it.
  x: () => (
    <>
      <path d="M4.5 4h4l11 16h-4z" fill="currentColor" />
      <path
        d="M19.2 4.2l-6.4 7.2M11.2 12.6l-6.4 7.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  ),
  // An arch: two pillars under a lintel.
  farcaster: () => (
    <path
      d="M5 4.5h14v2.5h-1.5V19H19v1h-5.5v-1H15v-5.2a3 3 0 0 0-6 0V19h1.5v1H5v-1h1.5V7H5z"
      fill="currentColor"
    />
  ),
  // A rounded game pad with two eyes.
  discord: () => (
    <>
      <path
        d="M7.2 6.2C8.6 5.6 10 5.3 12 5.3s3.4.3 4.8.9c1.9 2.6 2.8 5.6 2.7 9.3-1.3 1.1-2.7 1.8-4.1 2.2l-.9-1.6c-1.4.4-3.6.4-5 0l-.9 1.6c-1.4-.4-2.8-1.1-4.1-2.2-.1-3.7.8-6.7 2.7-9.3z"
        fill="currentColor"
      />
      <circle cx="9.4" cy="12.2" r="1.4" fill="var(--apkt-bg-2, #fff)" />
      <circle cx="14.6" cy="12.2" r="1.4" fill="var(--apkt-bg-2, #fff)" />
    </>
  ),
  // An apple with a bite and a leaf.
  apple: () => (
    <>
      <path
        d="M12 8.3c1-.9 2.3-1.3 3.6-1.1 1.3.2 2.4.9 3 2-1.6.9-2.4 2.4-2.2 4 .2 1.5 1.1 2.6 2.5 3.1-.8 2.3-2.3 4.2-3.8 4.2-1 0-1.6-.6-3.1-.6s-2.1.6-3.1.6C6.6 20.5 4.5 16.4 4.5 13c0-3.3 2.1-5.2 4.3-5.2 1.3 0 2.3.7 3.2.5z"
        fill="currentColor"
      />
      <path d="M12.2 6.8c.1-1.7 1.3-3 2.9-3.3-.1 1.7-1.3 3-2.9 3.3z" fill="currentColor" />
    </>
  ),
  // A cat's head and shoulders in a round badge.
  github: () => (
    <>
      <circle cx="12" cy="12" r="9" fill="currentColor" />
      <path
        d="M7.6 7.2l1.9 1.6a7 7 0 0 1 5 0l1.9-1.6.4 2.8c.7.8 1 1.7 1 2.6 0 2.5-2 4-4.2 4.4.5.4.6 1 .6 1.6V21h-4.4v-2.4c0-.6.1-1.2.6-1.6C8.2 16.6 6.2 15.1 6.2 12.6c0-.9.3-1.8 1-2.6z"
        fill="var(--apkt-bg-2, #fff)"
      />
    </>
  ),
  // A lower-case "f" cut out of a round badge.
  facebook: () => (
    <>
      <circle cx="12" cy="12" r="9" fill="currentColor" />
      <path
        d="M13.2 21v-6.8h2.3l.4-2.7h-2.7V9.9c0-.8.3-1.3 1.4-1.3H16V6.2c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v1.9H8.3v2.7h2.3V21z"
        fill="var(--apkt-bg-2, #fff)"
      />
    </>
  ),
}

/** The mark of a social login provider, decorative: its button carries the name. */
export function SocialIcon({ provider, size = 22 }: { provider: SocialLogin; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
      className="apkt-social__icon"
    >
      {marks[provider]()}
    </svg>
  )
}
