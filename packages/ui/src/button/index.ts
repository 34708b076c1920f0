export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx'
export { IconButton, type IconButtonProps } from './icon-button.tsx'
