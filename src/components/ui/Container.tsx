import type { ReactNode } from 'react'

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-[1200px] px-[clamp(1rem,4vw,2.5rem)] ${className}`}>{children}</div>
}
