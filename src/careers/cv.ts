import { fileTypeFromBuffer } from 'file-type'

/**
 * Decided by the bytes, never by the name or the type the browser claimed (docs/leads.md): `file-type` as Payload
 * uses it (its ZIP reading caps inflation, so a zip bomb is not expanded), plus each format's own checks below.
 */
export const CV_TYPES = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
  doc: { mime: 'application/msword', label: 'DOC' },
} as const

export type CvExt = keyof typeof CV_TYPES

export const CV_MIME_TYPES = Object.values(CV_TYPES).map((t) => t.mime)

export type CvCheck = { ok: true; ext: CvExt; mime: string } | { ok: false; message: string }

const WRONG_TYPE = 'Your CV must be a PDF, DOC or DOCX file.'
// "WordDocument" as UTF-16LE, the name of a Word document's main stream in the CFB directory.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06])

function validPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  const end = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
  if (!end.includes('%%EOF') || !end.includes('xref')) return false
  // A ZIP's end-of-central-directory record in the last 64 KB: a PDF/ZIP polyglot.
  return !bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END)
}

export async function identifyCv(data: Uint8Array): Promise<CvCheck> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (bytes.length === 0) return { ok: false, message: 'The CV file is empty. Please choose your CV again.' }
  let detected: { ext: string; mime: string } | undefined
  try {
    detected = await fileTypeFromBuffer(bytes)
  } catch {
    detected = undefined
  }
  const looksLike =
    detected && /^[a-z0-9]{1,8}$/.test(detected.ext)
      ? ` The file you chose is of type ${detected.ext.toUpperCase()}, whatever its name says.`
      : ' The file you chose is not one of them, whatever its name says.'
  if (detected?.mime === CV_TYPES.pdf.mime) {
    return validPdf(bytes)
      ? { ok: true, ext: 'pdf', mime: CV_TYPES.pdf.mime }
      : {
          ok: false,
          message: 'Your CV looks like a damaged PDF file. Please save it again as PDF and send it once more.',
        }
  }
  if (detected?.mime === CV_TYPES.docx.mime) return { ok: true, ext: 'docx', mime: CV_TYPES.docx.mime }
  if (detected?.mime === 'application/x-cfb') {
    return bytes.includes(WORD_STREAM)
      ? { ok: true, ext: 'doc', mime: CV_TYPES.doc.mime }
      : { ok: false, message: `${WRONG_TYPE} The file you chose is an Office file that is not a Word document.` }
  }
  return { ok: false, message: `${WRONG_TYPE}${looksLike}` }
}

/** Kept for staff to read, never used as a path: control and bidirectional-override characters removed. */
export function originalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  if (!clean) return 'cv'
  if (clean.length <= 120) return clean
  const dot = clean.lastIndexOf('.')
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
  return clean.slice(0, 120 - ext.length) + ext
}
