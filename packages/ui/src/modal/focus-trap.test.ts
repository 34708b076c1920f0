import { afterEach, describe, expect, it } from 'vitest'
import { getActiveElement, getFocusableElements, trapTabKey } from './focus-trap.ts'

function tabEvent(shiftKey = false) {
  let prevented = false
  return {
    event: { key: 'Tab', shiftKey, preventDefault: () => (prevented = true) },
    prevented: () => prevented,
  }
}

describe('focus trap helpers', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('lists reachable controls only', () => {
    document.body.innerHTML = `
      <div id="root">
        <button>one</button>
        <button disabled>disabled</button>
        <a>no href</a>
        <a href="https://example.org">link</a>
        <div tabindex="-1">programmatic</div>
        <div hidden><button>hidden</button></div>
        <input type="hidden" />
        <input />
      </div>`
    const root = document.getElementById('root') as HTMLElement
    expect(
      getFocusableElements(root).map((element) => element.textContent || element.tagName),
    ).toEqual(['one', 'link', 'INPUT'])
  })

  it('wraps focus at both ends inside a shadow root', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    shadow.innerHTML =
      '<div id="dialog" tabindex="-1"><button>first</button><button>last</button></div>'
    const dialog = shadow.getElementById('dialog') as HTMLElement
    const [first, last] = Array.from(dialog.querySelectorAll('button'))
    last?.focus()
    expect(getActiveElement(dialog)).toBe(last)
    const forward = tabEvent()
    expect(trapTabKey(forward.event, dialog)).toBe(true)
    expect(forward.prevented()).toBe(true)
    expect(getActiveElement(dialog)).toBe(first)
    const backward = tabEvent(true)
    expect(trapTabKey(backward.event, dialog)).toBe(true)
    expect(getActiveElement(dialog)).toBe(last)
  })

  it('leaves Tab alone in the middle and ignores other keys', () => {
    document.body.innerHTML =
      '<div id="d"><button>a</button><button>b</button><button>c</button></div>'
    const dialog = document.getElementById('d') as HTMLElement
    ;(dialog.children[1] as HTMLElement).focus()
    const middle = tabEvent()
    expect(trapTabKey(middle.event, dialog)).toBe(false)
    expect(middle.prevented()).toBe(false)
    expect(trapTabKey({ key: 'Enter', shiftKey: false, preventDefault: () => {} }, dialog)).toBe(
      false,
    )
  })
})
