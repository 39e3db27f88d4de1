import { describe, expect, it } from 'vitest'

import { hashRecoveryCode, newRecoveryCodes, seal, unseal } from './secrets'
import { matchingStep } from './totp'

// RFC 6238, appendix B: the SHA-1 key is the ASCII "12345678901234567890"; its codes' last six digits.
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP', () => {
  it("matches RFC 6238's SHA-1 test vectors, one step of drift either way and no more", () => {
    expect(matchingStep(RFC_KEY, '287082', 59_000)).toBe(1)
    expect(matchingStep(RFC_KEY, '081804', 1_111_111_109_000)).toBe(37_037_036)
    expect(matchingStep(RFC_KEY, '005924', 1_234_567_890_000)).toBe(41_152_263)
    // The code of step 1 read 30 s late is still step 1; 90 s late it is refused.
    expect(matchingStep(RFC_KEY, '287082', 89_000)).toBe(1)
    expect(matchingStep(RFC_KEY, '287082', 149_000)).toBeNull()
    expect(matchingStep(RFC_KEY, '28708', 59_000)).toBeNull()
  })
})

describe('secrets', () => {
  it('seals under the secret it was given only, and tampering is refused', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'one-secret-0123456789')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(unseal(sealed, 'one-secret-0123456789')).toBe('JBSWY3DPEHPK3PXP')
    expect(unseal(sealed, 'another-secret-012345')).toBeNull()
    const [v, iv, tag, data] = sealed.split('.')
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`
    expect(unseal([v, iv, tag, flipped].join('.'), 'one-secret-0123456789')).toBeNull()
  })

  it('draws ten distinct recovery codes and keeps only hashes that ignore case and dashes', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(hashes.map((h, i) => h === hashRecoveryCode(codes[i].toLowerCase().replace('-', ' ')))).toEqual(
      Array(10).fill(true),
    )
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/)
  })
})
