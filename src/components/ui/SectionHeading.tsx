import { Html } from './Html'

export function SectionHeading({
  title,
  description,
  id,
  align = 'left',
}: {
  title: string | null
  description?: string | null
  id?: string
  align?: 'left' | 'center'
}) {
  if (!title && !description) return null
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {title ? (
        <h2 id={id} className="text-h2 font-semibold tracking-tight text-ink">
          {title}
        </h2>
      ) : null}
      {description ? <Html html={description} className="mt-4 text-lg text-ink-muted" /> : null}
    </div>
  )
}
