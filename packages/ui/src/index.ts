export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
} from './button/index.ts'
export { Chip, type ChipProps, type ChipTone } from './chip/index.ts'
export {
  Skeleton,
  type SkeletonProps,
  Spinner,
  type SpinnerProps,
  Toast,
  type ToastProps,
  type ToastVariant,
} from './feedback/index.ts'
export {
  ArrowDownIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  AtIcon,
  BackIcon,
  CardIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CopyIcon,
  ExternalIcon,
  HelpIcon,
  type IconProps,
  InfoIcon,
  MailIcon,
  NetworkIcon,
  QrIcon,
  SearchIcon,
  SvgIcon,
  SwapIcon,
  WalletIcon,
  WarningIcon,
} from './icons/index.ts'
export {
  type AddressGradient,
  Avatar,
  type AvatarProps,
  addressGradient,
  type EntityImageProps,
  isSafeImageUrl,
  NetworkImage,
  RemoteImage,
  type RemoteImageProps,
  TokenImage,
  WalletImage,
} from './image/index.ts'
export {
  AddressInput,
  type AddressInputProps,
  AmountInput,
  type AmountInputProps,
  OtpInput,
  type OtpInputProps,
  type SanitizeAmountParameters,
  sanitizeAmount,
  TextInput,
  type TextInputProps,
} from './input/index.ts'
export {
  ExternalLink,
  type ExternalLinkProps,
  isSafeLinkUrl,
  Link,
  type LinkProps,
} from './link/index.ts'
export {
  getActiveElement,
  getFocusableElements,
  ModalFrame,
  type ModalFrameProps,
  trapTabKey,
  type UseFocusTrapParameters,
  useFocusTrap,
} from './modal/index.ts'
export {
  type CreateQrMatrixParameters,
  createQrMatrix,
  QrCode,
  QrCodeEncodeError,
  type QrCodeProps,
  type QrErrorCorrection,
  type QrMatrix,
} from './qr/index.ts'
export {
  ListRow,
  type ListRowProps,
  NetworkRow,
  type NetworkRowProps,
  TokenRow,
  type TokenRowProps,
  type TransactionDirection,
  TransactionRow,
  type TransactionRowProps,
  type TransactionStatus,
  WalletRow,
  type WalletRowProps,
  type WalletRowTag,
} from './row/index.ts'
export { directionStyles, uiStyles } from './styles.ts'
export { type TabItem, Tabs, type TabsProps } from './tabs/index.ts'
export {
  Divider,
  type DividerProps,
  Text,
  type TextProps,
  type TextTone,
  type TextVariant,
} from './text/index.ts'
export {
  baseStyles,
  type CreateThemeVariablesParameters,
  type CreateThemeVariablesReturnType,
  createThemeVariables,
  THEME_ATTRIBUTE,
  type ThemeMode,
  type ThemeVariables,
  tokenStyles,
} from './theme/index.ts'
export { Tooltip, type TooltipProps } from './tooltip/index.ts'
