import { StatusContent } from './StatusContent'

/**
 * What a visitor sees when a page fails on the server (SPEC.md section 8: the status and
 * "Error"), as plain server HTML: server.ts answers a failed page view with this page
 * (src/lib/http/server-error.ts), so it shows without JavaScript too.
 */
export function ServerErrorContent() {
  return (
    <StatusContent
      code={500}
      title="Error"
      text="Something went wrong while showing this page. Please try again in a moment, or go back to the home page."
    />
  )
}
