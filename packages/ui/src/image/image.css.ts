/** WalletImage, NetworkImage, TokenImage and Avatar. */
export const imageStyles = `
.apkt-image, .apkt-avatar {
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--apkt-image-size);
  height: var(--apkt-image-size);
  overflow: hidden;
  background: var(--apkt-bg-3);
  color: var(--apkt-fg-2);
}
.apkt-image::after, .apkt-avatar::after {
  content: '';
  position: absolute;
  inset: 0;
  border-radius: inherit;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--apkt-fg-1) 8%, transparent);
  pointer-events: none;
}
.apkt-image--wallet { border-radius: calc(var(--apkt-image-size) * 0.28); }
.apkt-image--network, .apkt-image--token, .apkt-avatar { border-radius: 50%; }
.apkt-image img, .apkt-avatar img { width: 100%; height: 100%; object-fit: cover; display: block; }
.apkt-image__placeholder { display: inline-flex; align-items: center; justify-content: center; }
.apkt-avatar { background: var(--apkt-avatar-background); }
`
