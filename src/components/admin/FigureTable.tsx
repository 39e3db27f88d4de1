import type { ReactNode } from 'react'

import type { Figure, OriginRow } from '@/staff/dashboard'

/**
 * The dashboard's one table of figures: a row per owner, status, week, source or page, its total, then a column per
 * kind whose every count opens the list it counts. `name` gives each count's accessible name.
 */
export function FigureTable({
  id,
  caption,
  heading,
  totalHeading = 'All',
  kinds,
  rows,
  name = (f) => `${f.count} ${f.label}`,
  after,
}: {
  id: string
  caption: string
  heading: string
  totalHeading?: string
  kinds: string[]
  rows: OriginRow[]
  name?: (figure: Figure, row: OriginRow) => string
  after?: ReactNode
}) {
  return (
    <div className="ng-table-scroll">
      <table className="ng-figure-table" data-testid={id}>
        <caption className="ng-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{totalHeading}</th>
            {kinds.map((k) => (
              <th scope="col" key={k}>
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td data-testid="row-total">{r.total}</td>
              {r.perKind.map((f) => (
                <td key={f.label}>
                  <a href={f.href} aria-label={name(f, r)}>
                    {f.count}
                  </a>
                </td>
              ))}
            </tr>
          ))}
          {after}
        </tbody>
      </table>
    </div>
  )
}
