'use client'

import { useField } from '@payloadcms/ui'

import { telHref } from '@/lib/contact-links'

type Kind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkboxes'
type Props = { path: string; kind: Kind; field?: { name?: string; label?: unknown } }

const webAddress = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * What the visitor sent, as text to read rather than a greyed disabled input (the field cannot be changed anyway):
 * e-mail and phone as links, long text in full, a list of choices as a plain list with nothing to press.
 */
export function LeadValue({ path, kind, field }: Props) {
  const { value } = useField<string | string[] | null>({ path })
  const label = typeof field?.label === 'string' ? field.label : (field?.name ?? path)
  const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '')
  const one = values[0] ?? ''
  let shown: React.ReactNode
  if (values.length === 0) shown = <span className="ng-value__none">Not given</span>
  else if (kind === 'checkboxes')
    shown = (
      <ul className="ng-value__choices">
        {values.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
    )
  else if (kind === 'email') shown = <a href={`mailto:${one}`}>{one}</a>
  else if (kind === 'tel') shown = <a href={telHref(one)}>{one}</a>
  else if (kind === 'url' && webAddress(one))
    shown = (
      <a href={webAddress(one) ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
        {one}
      </a>
    )
  else shown = <span className={kind === 'textarea' ? 'ng-value__long' : undefined}>{one}</span>
  return (
    <dl className="field-type ng-value">
      <dt className="ng-value__label">{label}</dt>
      <dd className="ng-value__text">{shown}</dd>
    </dl>
  )
}
