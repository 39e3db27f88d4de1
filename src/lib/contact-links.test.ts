import { describe, expect, it } from 'vitest'

import { linkContacts, telHref } from './contact-links'

describe('linkContacts', () => {
  it('links phone numbers and e-mail addresses in text', () => {
    expect(linkContacts('<p>Call <strong>+1 (212) 555-0142</strong> or write to jobs@northgrid.example.</p>')).toBe(
      '<p>Call <strong><a href="tel:+12125550142">+1 (212) 555-0142</a></strong> or write to <a href="mailto:jobs@northgrid.example">jobs@northgrid.example</a>.</p>',
    )
    expect(linkContacts('(305) 555-0175 and 312-555-0163')).toBe(
      '<a href="tel:3055550175">(305) 555-0175</a> and <a href="tel:3125550163">312-555-0163</a>',
    )
  })

  it('leaves links, attributes and other figures alone', () => {
    const html =
      '<p><a href="mailto:a@b.example">a@b.example</a> <a href="/x" title="212-555-0142">x</a> 2,000 stores in 2014, 46 people.</p>'
    expect(linkContacts(html)).toBe(html)
  })

  it('dials the digits', () => expect(telHref('+1 (212) 555-0142')).toBe('tel:+12125550142'))
})
