import type { ComponentType, ReactNode } from 'react'

import type { Page, PageContent, SiteSetting } from '@/payload-types'

/**
 * Nothing here loads React or a component at run time: the CMS schema and the proxy import the registry, and the
 * components load only when a page renders.
 */

type ContentType = NonNullable<PageContent['type']>

export type SectionSource = {
  key: string
  type: ContentType | null
  title: string | null
  description: string | null
  items: PageContent[]
}

export type Tone = 'white' | 'sand'

export type SectionContext = { tone: Tone; settings: SiteSetting }

/** SPEC.md section 2. */
type TitlePrefix = { [K in keyof Page]-?: K extends `${infer P}Title` ? P : never }[keyof Page]
type DescribedPrefix = { [P in TitlePrefix]: `${P}Description` extends keyof Page ? P : never }[TitlePrefix]

/** A section without them takes its heading from the page's sectionIntros. */
export type Heading =
  | { prefix: DescribedPrefix; label: string; withDescription?: true }
  | { prefix: TitlePrefix; label: string; withDescription: false }

export type SectionHead = { id: string; title: string | null; description: string | null }

export const headOf = (source: SectionSource): SectionHead => ({
  id: source.key,
  title: source.title,
  description: source.description,
})

/** Renders a component with its props; RenderPage supplies it, so this module needs no React at run time. */
export type Draw = <P extends object>(Component: ComponentType<P>, props: P) => ReactNode

export type SectionDefinition<N extends string = string> = {
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
  reshape: (source: SectionSource, context: SectionContext) => P
  /** Loaded on first render, so importing the registry loads no component. */
  Component: () => Promise<ComponentType<P>>
}): SectionDefinition<N> {
  const { reshape, Component, ...declaration } = config
  return { ...declaration, render: async (source, context, draw) => draw(await Component(), reshape(source, context)) }
}
