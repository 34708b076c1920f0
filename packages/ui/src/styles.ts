import { buttonStyles } from './button/button.css.ts'
import { chipStyles } from './chip/chip.css.ts'
import { feedbackStyles } from './feedback/feedback.css.ts'
import { imageStyles } from './image/image.css.ts'
import { inputStyles } from './input/input.css.ts'
import { modalStyles } from './modal/modal.css.ts'
import { qrStyles } from './qr/qr.css.ts'
import { rowStyles } from './row/row.css.ts'
import { tabsStyles } from './tabs/tabs.css.ts'
import { textStyles } from './text/text.css.ts'
import { baseStyles } from './theme/base.css.ts'
import { tokenStyles } from './theme/tokens.css.ts'
import { tooltipStyles } from './tooltip/tooltip.css.ts'

// The right-to-left rules, injected after `uiStyles` by the modal only.
export { directionStyles } from './theme/direction.css.ts'

/**
 * Every rule of the primitives as one CSS string, to inject once into the modal's shadow root
 * (a `<style>` or a constructed stylesheet). Tokens and base rules come first so component
 * rules win on equal specificity.
 */
export const uiStyles: string = /* @__PURE__ */ [
  tokenStyles,
  baseStyles,
  textStyles,
  buttonStyles,
  chipStyles,
  inputStyles,
  imageStyles,
  rowStyles,
  feedbackStyles,
  tabsStyles,
  tooltipStyles,
  qrStyles,
  modalStyles,
].join('')
