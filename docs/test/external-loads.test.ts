import { describe, expect, it } from 'vitest'
import { findExternalLoads } from './external-loads.ts'

const scan = (entries: Record<string, string>) =>
  findExternalLoads(new Map(Object.entries(entries)))

describe('findExternalLoads', () => {
  it('finds a web font, a script, a stylesheet and an image from another host', () => {
    const found = scan({
      'index.html':
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">' +
        '<script async src="https://analytics.example/a.js"></script>' +
        '<img srcset="/a.png 1x, https://cdn.example/b.png 2x">',
      'assets/style.css':
        '@import "https://fonts.example/inter.css"; a { background: url(//cdn.example/x.png) }',
    })
    expect(found.map((load) => load.url)).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter',
      'https://analytics.example/a.js',
      'https://cdn.example/b.png',
      'https://fonts.example/inter.css',
      '//cdn.example/x.png',
    ])
  })

  it("finds a host in the framework's code that is not known to be a mere name", () => {
    expect(scan({ 'assets/chunks/theme.js': 'fetch("https://search.example/q")' })).toHaveLength(1)
  })

  it('lets plain links, licence comments, loopback and page text through', () => {
    expect(
      scan({
        'guide/index.html':
          '<a href="https://walletconnect.example/">a link</a><img src="/logo.svg">',
        'assets/chunks/framework.js':
          '/*! @license MIT, https://github.com/x/y */ new URL(p, "http://a.com"); "http://127.0.0.1:8545"',
        'assets/guide_index.md.Ab12.js': '"https://api.dapp.example"',
      }),
    ).toEqual([])
  })
})
