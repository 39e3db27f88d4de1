import { describe, expect, it } from 'vitest'

import { jsonLd } from './structured-data'

describe('jsonLd', () => {
  it('cannot be closed by content', () => {
    const out = jsonLd([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }])
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)['@graph'][0].name).toBe('</script><script>alert(1)</script>')
  })
})
