import { describe, expect, it } from 'vitest'
import { escapeHtml, html } from './html.ts'

describe('html', () => {
  it('escapes every interpolated value unless it is already safe HTML', () => {
    const name = '<script>alert("x")</script>'
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    )
    expect(html`<ul>${['a&b', html`<li>ok</li>`]}</ul>`.toString()).toBe(
      '<ul>a&amp;b<li>ok</li></ul>',
    )
    expect(html`${undefined}${null}${false}${0}`.toString()).toBe('0')
    expect(escapeHtml("'")).toBe('&#39;')
  })
})
