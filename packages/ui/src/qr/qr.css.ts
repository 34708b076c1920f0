/** QrCode. */
export const qrStyles = `
.apkt-qr {
  position: relative;
  width: var(--apkt-qr-size);
  height: var(--apkt-qr-size);
  max-width: 100%;
  aspect-ratio: 1;
  /* Rounded no deeper than the quiet zone, so the corners stay clear of the code. */
  border-radius: min(var(--apkt-radius-xl), var(--apkt-qr-quiet-zone));
  /* Scanners need dark on light, whatever the theme; the tile is the quiet zone. */
  background: #ffffff;
  color: var(--apkt-qr-color);
  /* Outside the tile: inside, a dark theme's border would eat into the quiet zone. */
  box-shadow: 0 0 0 1px var(--apkt-border);
}
.apkt-qr__svg { display: block; }
.apkt-qr__image {
  position: absolute; inset: 0;
  display: flex; align-items: center; justify-content: center;
  pointer-events: none;
}
.apkt-qr__image .apkt-image {
  width: var(--apkt-qr-image-share);
  height: var(--apkt-qr-image-share);
  box-shadow: 0 0 0 4px #ffffff;
}
`
