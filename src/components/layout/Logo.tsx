import { BrandMark } from '@/components/ui/BrandMark'
import Link from '@/components/ui/Link'

export function Logo({ name, inverse = false }: { name: string; inverse?: boolean }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink'}`}
    >
      <BrandMark className="h-8 w-8" />
      {/* Below 380 px the mark alone leaves room for the quote and menu buttons. */}
      <span className="max-[379px]:sr-only">{name}</span>
      <span className="sr-only">, home page</span>
    </Link>
  )
}
