import Link from '@/components/ui/Link'
import type { ReactNode } from 'react'

const styles = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-ink/20 bg-white text-ink hover:border-ink',
  inverse: 'bg-white text-ink hover:bg-sand',
} as const

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
}: {
  href: string
  children: ReactNode
  variant?: keyof typeof styles
  className?: string
}) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors ${styles[variant]} ${className}`}
    >
      {children}
    </Link>
  )
}
