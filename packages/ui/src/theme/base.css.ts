/** Root typography, box model and the motion preference shared by every primitive. */
export const baseStyles = `
.apkt-root {
  font-family: var(--apkt-font-family);
  font-size: var(--apkt-font-size-md);
  line-height: var(--apkt-line-height);
  color: var(--apkt-fg-1);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;
}
.apkt-root *, .apkt-root *::before, .apkt-root *::after { box-sizing: border-box; }
.apkt-root :focus { outline: none; }
.apkt-root :focus-visible { outline: 2px solid var(--apkt-accent); outline-offset: 2px; }
.apkt-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.apkt-truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
@keyframes apkt-spin { to { transform: rotate(360deg); } }
@keyframes apkt-shimmer { from { background-position: 150% 0; } to { background-position: -50% 0; } }
@keyframes apkt-fade { from { opacity: 0; } }
@keyframes apkt-fade-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) {
  .apkt-root *, .apkt-root *::before, .apkt-root *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
  /* A spinner that stops would read as frozen: keep it, slowly. */
  .apkt-root .apkt-spinner { animation-duration: 2.4s !important; animation-iteration-count: infinite !important; }
}
`
