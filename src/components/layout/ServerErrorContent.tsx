import { StatusContent } from './StatusContent'

/** SPEC.md section 8, as plain server HTML: server.ts answers failed page views with it, so it needs no JavaScript. */
export function ServerErrorContent() {
  return (
    <StatusContent
      code={500}
      title="Error"
      text="Something went wrong while showing this page. Please try again in a moment, or go back to the home page."
    />
  )
}
