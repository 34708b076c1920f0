/** QrCode. */
export const qrStyles = `
.apkt-qr {
  position: relative;
  width: var(--apkt-qr-size);
  height: var(--apkt-qr-size);
  max-width: 100%;
  aspect-ratio: 1;
  padding: var(--apkt-qr-padding);
  border-radius: var(--apkt-radius-xl);
  /* Scanners need dark on light, whatever the theme. */
  background: #ffffff;
  color: var(--apkt-qr-color);
  box-shadow: inset 0 0 0 1px var(--apkt-border);
}
.apkt-qr__svg { display: block; }
.apkt-qr__image {
  position: absolute; inset: 0;
  display: flex; align-items: center; justify-content: center;
  pointer-events: none;
}
.apkt-qr__image .apkt-image { box-shadow: 0 0 0 4px #ffffff; }
`
