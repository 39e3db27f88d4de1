import { describe, expect, it } from 'vitest'

import { docx, exe, gifScriptPolyglot, pdf, pdfHtmlPolyglot, pdfZipPolyglot, zipBomb } from '../../tests/fixtures/files'
import { identifyCv, originalName } from './cv'

describe('a CV is what its bytes are', () => {
  it('accepts a PDF and a DOCX', async () => {
    expect(await identifyCv(pdf())).toMatchObject({ ok: true, ext: 'pdf', mime: 'application/pdf' })
    expect(await identifyCv(docx())).toMatchObject({ ok: true, ext: 'docx' })
  })

  it('refuses an executable, an empty file, polyglots and a zip bomb', async () => {
    for (const [what, bytes] of [
      ['exe', exe()],
      ['empty', Buffer.alloc(0)],
      ['pdf+zip', pdfZipPolyglot()],
      ['pdf+html', pdfHtmlPolyglot()],
      ['gif+js', gifScriptPolyglot()],
      ['text', Buffer.from('just some text, named cv.pdf')],
    ] as const) {
      const verdict = await identifyCv(bytes)
      expect(verdict.ok, what).toBe(false)
    }
    const bomb = zipBomb(200)
    expect((await identifyCv(bomb)).ok).toBe(false)
  })

  it('keeps a readable original name, never a path', () => {
    expect(originalName('../../etc/passwd')).toBe('passwd')
    expect(originalName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf')
    expect(originalName(`${'a'.repeat(300)}.pdf`)).toHaveLength(120)
    expect(originalName(`${'a'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true)
    expect(originalName('cv\u202egpj.pdf')).toBe('cvgpj.pdf')
    expect(originalName('')).toBe('cv')
  })
})
