import { email, name, phone, type FormDef } from './fields'

/** Its type is decided by its content (src/careers/cv.ts). */
export type FileFieldDef = { name: string; label: string; hint: string; maxBytes: number; accept: string }

/** It has a file, so it posts multipart data to a route of its own (/api/forms/application). */
export const APPLICATION: FormDef & { file: FileFieldDef } = {
  kind: 'application',
  submitLabel: 'Send my application',
  fields: [
    name,
    email,
    phone,
    {
      name: 'link',
      label: 'LinkedIn or portfolio',
      kind: 'url',
      maxLength: 300,
      autoComplete: 'url',
      hint: 'For example https://www.linkedin.com/in/yourname',
    },
    {
      name: 'coverNote',
      label: 'Cover note',
      kind: 'textarea',
      required: true,
      maxLength: 3000,
      hint: 'A few lines on a project you are proud of and what you did on it.',
      missing: 'Add a few lines on a project you are proud of.',
    },
  ],
  file: {
    name: 'cv',
    label: 'Your CV',
    hint: 'PDF, DOC or DOCX, at most 10 MB.',
    maxBytes: 10 * 1024 * 1024,
    accept:
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
}

/** A job that asks for a portfolio (Jobs.requiresPortfolio): the browser and the server both read it from here. */
export const APPLICATION_WITH_PORTFOLIO: typeof APPLICATION = {
  ...APPLICATION,
  fields: APPLICATION.fields.map((f) =>
    f.name === 'link'
      ? {
          ...f,
          label: 'Portfolio link',
          required: true,
          hint: 'Your portfolio or case studies, for example https://www.behance.net/yourname',
          missing: 'Add a link to your portfolio or case studies.',
        }
      : f,
  ),
}

export const applicationForm = (requiresPortfolio: boolean) =>
  requiresPortfolio ? APPLICATION_WITH_PORTFOLIO : APPLICATION

export const APPLICATION_SUCCESS =
  'Thank you. Your application is in. We have e-mailed you a confirmation, and we reply to every application within five business days.'

/** The CV left out, in the browser's check and the server's alike. */
export const CV_MISSING = `Attach your CV: ${APPLICATION.file.hint.charAt(0).toLowerCase()}${APPLICATION.file.hint.slice(1)}`

export const APPLICATION_TARGET_FIELD = 'position'
