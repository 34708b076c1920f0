/** A page stylesheet that tries hard to break any widget on it. */
export const hostileStyles = `
* { color: red !important; font-size: 40px !important; display: block !important; letter-spacing: 4px !important; font-family: "Comic Sans MS", cursive !important; line-height: 3 !important; }
div { padding: 30px !important; margin: 20px !important; border: 5px dashed lime !important; background: yellow !important; transform: rotate(3deg) !important; }
button { all: unset !important; background: hotpink !important; width: 500px !important; height: 90px !important; text-transform: uppercase !important; }
[role="dialog"] { display: none !important; }
body > div:last-child { opacity: 0.1 !important; filter: blur(4px) !important; position: absolute !important; top: -9999px !important; }
h2, p, span { visibility: hidden !important; }
`
