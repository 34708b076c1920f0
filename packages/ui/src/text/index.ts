export {
  Divider,
  type DividerProps,
  Text,
  type TextProps,
  type TextTone,
  type TextVariant,
} from './text.tsx'
