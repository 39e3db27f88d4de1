import type { RefObject } from 'react'

export type SummaryItem = { id: string; label: string; message: string }

/** It takes the focus, so a screen reader reads it at once and a keyboard user starts from it. */
export function ErrorSummary({
  summaryRef,
  id,
  message,
  items,
}: {
  summaryRef: RefObject<HTMLDivElement | null>
  id: string
  message: string
  items: SummaryItem[]
}) {
  return (
    <div
      ref={summaryRef}
      id={id}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-error-summary=""
      className="basis-full rounded-xl border-2 border-accent-strong bg-white p-4 text-ink focus:outline-none focus-visible:ring-4 focus-visible:ring-accent/30 sm:col-span-2"
    >
      <p id={`${id}-title`} className="font-semibold text-accent-strong">
        {message}
      </p>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="font-semibold underline"
                onClick={(event) => {
                  // The link's own jump scrolls but does not focus a form control.
                  const target = document.getElementById(item.id)
                  if (!target) return
                  event.preventDefault()
                  target.focus()
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
