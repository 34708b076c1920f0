// Every token reads the incumbent's public `--w3m-*` name first, so a host page that themed the
// incumbent keeps its look. Custom properties inherit into shadow roots, which is what lets a
// `:root { --w3m-accent: … }` on the host page reach the modal. `--w3m-color-mix` tints the
// surfaces by `--w3m-color-mix-strength` percent.
/** Design tokens (`--apkt-*`) for light and dark, on the element with class `apkt-root`. */
export const tokenStyles = `
.apkt-root {
  --apkt-accent: var(--w3m-accent, #4263eb);
  --apkt-accent-foreground: #ffffff;
  /* Accent as text on light surfaces: a shade darker so small text keeps 4.5:1 on soft fills. */
  --apkt-accent-text: color-mix(in srgb, var(--apkt-accent) 86%, #000000);
  --apkt-qr-color: var(--w3m-qr-color, #14161a);
  --apkt-z-index: var(--w3m-z-index, 999);
  --apkt-color-mix-strength: calc(var(--w3m-color-mix-strength, 0) * 1%);
  --apkt-font-family: var(--w3m-font-family, Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  --apkt-font-family-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace;
  --apkt-font-size-master: var(--w3m-font-size-master, 10px);
  --apkt-font-size-xs: calc(var(--apkt-font-size-master) * 1.2);
  --apkt-font-size-sm: calc(var(--apkt-font-size-master) * 1.3);
  --apkt-font-size-md: calc(var(--apkt-font-size-master) * 1.5);
  --apkt-font-size-lg: calc(var(--apkt-font-size-master) * 1.8);
  --apkt-font-size-xl: calc(var(--apkt-font-size-master) * 2.4);
  --apkt-font-weight-regular: 400;
  --apkt-font-weight-medium: 500;
  --apkt-font-weight-bold: 600;
  --apkt-line-height: 1.4;
  --apkt-radius-master: var(--w3m-border-radius-master, 4px);
  --apkt-radius-xs: calc(var(--apkt-radius-master) * 1.5);
  --apkt-radius-sm: calc(var(--apkt-radius-master) * 2);
  --apkt-radius-md: calc(var(--apkt-radius-master) * 3);
  --apkt-radius-lg: calc(var(--apkt-radius-master) * 4);
  --apkt-radius-xl: calc(var(--apkt-radius-master) * 7);
  --apkt-radius-full: 999px;
  --apkt-space-1: 4px;
  --apkt-space-2: 8px;
  --apkt-space-3: 12px;
  --apkt-space-4: 16px;
  --apkt-space-5: 20px;
  --apkt-space-6: 24px;
  --apkt-space-8: 32px;
  --apkt-duration: 160ms;
  --apkt-easing: cubic-bezier(0.2, 0, 0, 1);
  --apkt-base-bg-1: #ffffff;
  --apkt-base-bg-2: #f4f5f7;
  --apkt-base-bg-3: #e9ebef;
  --apkt-border: #e4e6ea;
  --apkt-border-strong: #c9cdd5;
  --apkt-fg-1: #14161a;
  --apkt-fg-2: #5b6070;
  --apkt-fg-3: #676c7b;
  --apkt-success: #0b6e3f;
  --apkt-error: #c92a2a;
  --apkt-warning: #a35400;
  --apkt-overlay: rgba(10, 12, 16, 0.45);
  --apkt-shadow-sm: 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08);
  --apkt-shadow-lg: 0 24px 56px rgba(16, 24, 40, 0.16), 0 4px 12px rgba(16, 24, 40, 0.06);
  --apkt-bg-1: color-mix(in srgb, var(--w3m-color-mix, var(--apkt-base-bg-1)) var(--apkt-color-mix-strength), var(--apkt-base-bg-1));
  --apkt-bg-2: color-mix(in srgb, var(--w3m-color-mix, var(--apkt-base-bg-2)) var(--apkt-color-mix-strength), var(--apkt-base-bg-2));
  --apkt-bg-3: color-mix(in srgb, var(--w3m-color-mix, var(--apkt-base-bg-3)) var(--apkt-color-mix-strength), var(--apkt-base-bg-3));
  --apkt-accent-soft: color-mix(in srgb, var(--apkt-accent) 12%, var(--apkt-bg-1));
  --apkt-success-soft: color-mix(in srgb, var(--apkt-success) 12%, var(--apkt-bg-1));
  --apkt-error-soft: color-mix(in srgb, var(--apkt-error) 12%, var(--apkt-bg-1));
  --apkt-warning-soft: color-mix(in srgb, var(--apkt-warning) 14%, var(--apkt-bg-1));
  --apkt-focus-ring: 0 0 0 3px color-mix(in srgb, var(--apkt-accent) 40%, transparent);
  color-scheme: light;
}
.apkt-root[data-apkt-theme='dark'] {
  --apkt-accent-text: color-mix(in srgb, var(--apkt-accent) 60%, #ffffff);
  --apkt-base-bg-1: #16171b;
  --apkt-base-bg-2: #212328;
  --apkt-base-bg-3: #2b2e34;
  --apkt-border: #2c2f36;
  --apkt-border-strong: #3f434c;
  --apkt-fg-1: #f2f3f5;
  --apkt-fg-2: #a1a6b3;
  --apkt-fg-3: #8d92a0;
  --apkt-success: #3fcf8e;
  --apkt-error: #ff6b6b;
  --apkt-warning: #f5a524;
  --apkt-overlay: rgba(0, 0, 0, 0.6);
  --apkt-shadow-sm: 0 1px 2px rgba(0, 0, 0, 0.3);
  --apkt-shadow-lg: 0 24px 56px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.06);
  color-scheme: dark;
}
`
