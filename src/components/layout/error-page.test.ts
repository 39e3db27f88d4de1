import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ErrorPage from '@/app/(site)/error'

const render = (error: Error) => renderToString(createElement(ErrorPage, { error, reset: () => {} }))

/**
 * The error page (SPEC.md section 8) as a visitor sees it: the status and a generic word, never the exception's text.
 */
describe('the error page', () => {
  it('shows neither the message of a browser exception nor its stack', () => {
    const html = render(new TypeError('Cannot read properties of undefined (reading "secretToken")'))
    expect(html).not.toContain('secretToken')
    expect(html).not.toContain('Cannot read')
    expect(html).toMatch(/<h1[^>]*>Error<\/h1>/)
    expect(html).toContain('>500<')
    expect(html).toContain('Back to the home page')
  })

  it('shows the status the error carries', () => {
    const html = render(Object.assign(new Error('upstream said: 503 with internal host db-01'), { status: 503 }))
    expect(html).toContain('>503<')
    expect(html).not.toContain('db-01')
  })
})
