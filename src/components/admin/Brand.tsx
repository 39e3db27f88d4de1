import { BrandMark } from '@/components/ui/BrandMark'
import { BRAND } from '@/lib/brand'

/**
 * Northgrid's identity in the CMS (/build), through Payload's graphics slots: the mark and
 * name on the login page (Logo), the mark in the header (Icon). Both carry the brand colours
 * as CSS variables, read by src/app/(payload)/custom.css; React keeps one copy of the style.
 */
function BrandColours() {
  const css = `:root{--color-accent:${BRAND.accent};--ng-accent:${BRAND.accent};--ng-accent-strong:${BRAND.accentStrong};--ng-ink:${BRAND.ink}}`
  return (
    <style href="northgrid-brand" precedence="default">
      {css}
    </style>
  )
}

export function AdminLogo() {
  return (
    <span className="ng-logo">
      <BrandColours />
      <BrandMark className="ng-logo__mark" />
      <span className="ng-logo__name">Northgrid</span>
      <span className="ng-logo__tag">CMS</span>
    </span>
  )
}

export function AdminIcon() {
  return (
    <span className="ng-icon">
      <BrandColours />
      <BrandMark className="ng-icon__mark" />
      <span className="sr-only ng-sr-only">Northgrid CMS</span>
    </span>
  )
}
