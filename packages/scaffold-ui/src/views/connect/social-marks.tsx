// The social logins' marks and tooltips, a chunk of their own (see social-buttons.tsx).
export { Tooltip } from '@openappkit/ui'
export { SocialIcon } from './social-icons.tsx'
