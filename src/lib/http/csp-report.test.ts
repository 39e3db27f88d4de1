import { describe, expect, it } from 'vitest'

import { CSP_REPORT_LIMITS, parseViolations } from './csp-report'

describe('violation reports', () => {
  it('reads a report-uri body (application/csp-report)', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://site.example/about-us',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'line-number': 12,
        'script-sample': 'alert(1)',
        'original-policy': 'not logged',
      },
    }
    expect(parseViolations(body)).toEqual({
      violations: [
        {
          document: 'https://site.example/about-us',
          directive: 'script-src-elem',
          blocked: 'inline',
          line: 12,
          sample: 'alert(1)',
        },
      ],
      dropped: 0,
    })
  })

  it('reads a Reporting API batch, keeping CSP violations only and at most the limit', () => {
    const one = {
      type: 'csp-violation',
      url: 'https://site.example/',
      body: { documentURL: 'https://site.example/', effectiveDirective: 'script-src-attr', blockedURL: 'inline' },
    }
    const batch = [
      { type: 'deprecation', url: 'https://site.example/', body: {} },
      ...Array.from({ length: CSP_REPORT_LIMITS.maxReportsPerRequest + 3 }, () => one),
    ]
    const parsed = parseViolations(batch)
    expect(parsed?.violations).toHaveLength(CSP_REPORT_LIMITS.maxReportsPerRequest)
    expect(parsed?.violations[0]).toMatchObject({ directive: 'script-src-attr', blocked: 'inline' })
    expect(parsed?.dropped).toBe(3)
  })

  it('cuts long fields, and refuses what is neither format', () => {
    const long = parseViolations({ 'csp-report': { 'script-sample': 'x'.repeat(5000) } })
    expect(long?.violations[0].sample).toHaveLength(CSP_REPORT_LIMITS.maxFieldChars)
    for (const bad of [
      null,
      1,
      'x',
      {},
      { 'csp-report': 'x' },
      [],
      [{ body: {} }],
      { 'csp-report': { 'blocked-uri': 5 } },
    ])
      expect(parseViolations(bad)).toBeNull()
  })
})
