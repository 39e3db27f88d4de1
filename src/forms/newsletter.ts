import type { FormDef } from './fields'

/** SPEC.md sections 4, 5 and 9. */
export const NEWSLETTER: FormDef = {
  kind: 'newsletter',
  submitLabel: 'Subscribe',
  fields: [
    {
      name: 'email',
      label: 'E-mail address',
      kind: 'email',
      required: true,
      maxLength: 254,
      autoComplete: 'email',
      missing: 'Enter your e-mail address to subscribe.',
    },
  ],
}

export const NEWSLETTER_TEXT = {
  title: 'Learn about our technology insights',
  placeholder: 'Please enter your email address.',
  /** What a subscriber gets and how often (issue 36); the title and placeholder above are SPEC.md's. */
  offer: 'One e-mail a month: our new case studies and what we learned building them.',
  confirmation: "You're in now! Be ready to become even more tech-savvy.",
  /** Double opt-in: the address counts only once the link in the e-mail is followed. */
  confirmHint: 'To finish, follow the link we have sent to your inbox.',
} as const

/** When the popup may open (issue 36); src/components/forms/NewsletterPopup.tsx. */
export const NEWSLETTER_POPUP = {
  /** A page read to its end (its footer reached by scrolling), or this long on it. */
  dwellMs: 45_000,
  /**
   * Not within this long of a scroll to the page's end: a visitor who scrolls fast to the footer is looking for
   * something (the footer's links, the sign-up form there), not done reading.
   */
  afterEndMs: 10_000,
  /** Scrolling has stopped once no scroll event came for this long (Safari has no `scrollend` event yet). */
  scrollQuietMs: 400,
  /** Shown or dismissed: not again for 30 days. Subscribed: never again. */
  restMs: 30 * 24 * 60 * 60 * 1000,
} as const
