'use client'

import { TextField, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'

import { slugify } from '@/lib/slug'

/**
 * The slug input, filled from the title as it is typed while the slug was empty when the form opened (a new document)
 * or has been emptied since; typing in the slug itself stops it, so a chosen or published address is never rewritten.
 */
export function SlugFromTitle({ from = 'title', ...props }: TextFieldClientProps & { from?: string }) {
  const source = useFormFields(([fields]) => fields[from]?.value)
  const { value, setValue } = useField<string>({ path: props.path })
  const following = useRef(!value)
  const proposed = useRef<string | null>(null)

  useEffect(() => {
    if (value === proposed.current) return
    // Emptied: propose again; anything else typed here is the editor's own choice.
    following.current = !value
  }, [value])

  useEffect(() => {
    if (!following.current || typeof source !== 'string') return
    const next = slugify(source)
    proposed.current = next
    if (next !== (value ?? '')) setValue(next)
    // Only the title drives it: the slug's own changes are read by the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source])

  return <TextField {...props} />
}
