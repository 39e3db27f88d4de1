import type { ComponentType, ReactNode } from 'react'

import type { Page, PageContent, SiteSetting } from '@/payload-types'

/**
 * What a section folder declares (src/sections/<Name>/config.ts): which page fields head it
 * in the CMS, whether its types share one section, how its page contents become its
 * component's props, and the component. src/sections/registry.ts lists the folders.
 *
 * Nothing here loads React or a component at run time: the CMS schema (src/collections/Pages.ts)
 * and the proxy import the registry, and the components load only when a page renders.
 */

/** A PageContent type as the CMS generates it (src/payload-types.ts). */
type ContentType = NonNullable<PageContent['type']>

/**
 * What the content layer hands a section: its page contents, grouped, and the heading the page gives them
 * (src/lib/content/reshape.ts).
 */
export type SectionSource = {
  key: string
  type: ContentType | null
  title: string | null
  description: string | null
  items: PageContent[]
}

export type Tone = 'white' | 'sand'

/** What the page around a section gives it besides its contents. */
export type SectionContext = { tone: Tone; settings: SiteSetting }

/** The page fields "{prefix}Title" / "{prefix}Description" that exist in the CMS (SPEC.md section 2). */
type TitlePrefix = { [K in keyof Page]-?: K extends `${infer P}Title` ? P : never }[keyof Page]
type DescribedPrefix = { [P in TitlePrefix]: `${P}Description` extends keyof Page ? P : never }[TitlePrefix]

/**
 * The page fields that head a section, added to the page's "Section headings" in the CMS.
 * A section without them takes its heading from the page's sectionIntros.
 */
export type Heading =
  | { prefix: DescribedPrefix; label: string; withDescription?: true }
  | { prefix: TitlePrefix; label: string; withDescription: false }

/** A section's id (for aria-labelledby) and heading, as every section frame shows them. */
export type SectionHead = { id: string; title: string | null; description: string | null }

export const headOf = (source: SectionSource): SectionHead => ({
  id: source.key,
  title: source.title,
  description: source.description,
})

/** Renders a component with its props; RenderPage supplies it, so this module needs no React at run time. */
export type Draw = <P extends object>(Component: ComponentType<P>, props: P) => ReactNode

export type SectionDefinition<N extends string = string> = {
  /** The folder's name; a section's kind. */
  name: N
  /**
   * All types shown by this section gather in one section under this type (Logos with Clients); without it, each type
   * is a section of its own.
   */
  group?: ContentType
  heading?: Heading
  render: (source: SectionSource, context: SectionContext, draw: Draw) => Promise<ReactNode>
}

export function defineSection<const N extends string, P extends object>(config: {
  name: N
  group?: ContentType
  heading?: Heading
  /** From the CMS shape to the component's own props. */
  reshape: (source: SectionSource, context: SectionContext) => P
  /** Loaded on first render, so importing the registry loads no component. */
  Component: () => Promise<ComponentType<P>>
}): SectionDefinition<N> {
  const { reshape, Component, ...declaration } = config
  return { ...declaration, render: async (source, context, draw) => draw(await Component(), reshape(source, context)) }
}
