import Link from '@/components/ui/Link'

/** The agency's mark plus its name from site settings. */
export function Logo({ name, inverse = false }: { name: string; inverse?: boolean }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink'}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path d="M9 23V9l14 14V9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {/* Below 380 px the mark alone leaves room for the quote and menu buttons. */}
      <span className="max-[379px]:sr-only">{name}</span>
      <span className="sr-only">, home page</span>
    </Link>
  )
}
