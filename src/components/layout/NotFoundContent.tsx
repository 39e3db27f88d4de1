import { StatusContent } from './StatusContent'

export const NOT_FOUND_TITLE = 'This page could not be found'

/** SPEC.md sections 2 and 8; the page around it is PageShell's. */
export function NotFoundContent() {
  return (
    <StatusContent code={404} title={NOT_FOUND_TITLE} text="The address may be mistyped, or the page may have moved." />
  )
}
