import { hash, initials } from '@/lib/hash'

const tones = ['bg-ink text-white', 'bg-accent-strong text-white', 'bg-sand-strong text-ink', 'bg-teal text-white']

/** People are shown as initials, never as stock photos. */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-sm font-bold ${tones[hash(name) % tones.length]}`}
    >
      {initials(name)}
    </span>
  )
}
