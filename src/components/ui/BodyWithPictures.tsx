import { splitBody } from '@/lib/body-pictures'
import type { Post } from '@/payload-types'
import { Html } from './Html'
import { MediaImage, pictureOf } from './MediaImage'

type Props = { body: string | null | undefined; pictures: Post['bodyPictures']; className?: string }

/**
 * A post's body with its pictures where its "[picture N]" markers put them (src/lib/body-pictures.ts). Each stretch of
 * text is a prose block of its own, so `.prose`'s spacing holds inside it and between it and a picture.
 */
export function BodyWithPictures({ body, pictures, className }: Props) {
  const list = pictures ?? []
  return (
    <div className={className}>
      {splitBody(body, list.length).map((part, i) => {
        if (part.kind === 'html') return <Html key={i} html={part.html} className="prose" />
        const { picture, caption } = list[part.index]
        // A picture that cannot be shown (deleted from a draft's view, or not yet read) leaves no empty figure.
        if (!pictureOf(picture)) return null
        return (
          <figure key={i} className="py-4">
            <MediaImage media={picture} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-2xl" />
            {caption ? <figcaption className="mt-3 text-base text-ink-muted">{caption}</figcaption> : null}
          </figure>
        )
      })}
    </div>
  )
}
