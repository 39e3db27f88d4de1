import { describe, expect, it } from 'vitest'

import { hasPicture, sanitize, toPlainText } from './html'

describe('sanitize', () => {
  it('removes script, event handlers and javascript: links from hostile rich text', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>'
    const out = sanitize(hostile)
    expect(out).toBe('<p>Hi</p><a>x</a>')
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg/i)
  })

  it('keeps the editorial subset and marks external links', () => {
    expect(sanitize('<h2>Plan</h2><p><strong>Two</strong> weeks <a href="https://example.com">more</a></p>')).toBe(
      '<h2>Plan</h2><p><strong>Two</strong> weeks <a href="https://example.com" rel="noopener noreferrer">more</a></p>',
    )
    expect(sanitize('<a href="/new-project">Start</a>')).toBe('<a href="/new-project">Start</a>')
  })

  it('gives plain text for meta tags', () => {
    expect(toPlainText('<p>One <em>two</em></p>\n<p>three</p>')).toBe('One two three')
    expect(toPlainText(null)).toBe('')
  })
})

describe('hasPicture', () => {
  it('finds a picture tag however it is written, and not the word in text', () => {
    for (const html of [
      '<p>x</p><img src="/api/media/file/a.webp" alt="A">',
      '<IMG SRC=x>',
      '<p><img/src="javascript:alert(1)"></p>',
      '<picture><source srcset="/a.webp"></picture>',
      '<svg><image href="/a.png"/></svg>',
    ])
      expect(hasPicture(html), html).toBe(true)
    for (const html of ['<p>Use &lt;img&gt; with care</p>', '<p>imagery</p>', '', null])
      expect(hasPicture(html), String(html)).toBe(false)
  })
})
