import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { OFFICE_CLOCK_LABEL, officeDateTime, officeDay } from '@/lib/clock'
import type { User } from '@/payload-types'

import {
  loadDashboard,
  type Dashboard,
  type Figure,
  type KindWeeks,
  type OriginRow,
  ORIGIN_ROWS,
} from '@/staff/dashboard'
import { lastVisit } from '@/staff/last-visit'
import { AccessSummary } from './AccessSummary'
import { FigureTable } from './FigureTable'
import { LeadsLive } from './LeadsLive'
import { OwnerOverview } from './OwnerOverview'
import { RefreshOnShow } from './RefreshOnShow'
import { RetryFailed } from './RetryFailed'

type Props = { payload: Payload; user?: User | null }

function FigureLink({ figure }: { figure: Figure }) {
  return (
    <a className="ng-figure" href={figure.href}>
      <span className="ng-figure__count" data-testid="figure-count">
        {figure.count}
      </span>
      <span className="ng-figure__label">{figure.label}</span>
    </a>
  )
}

function FigureList({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <ul className="ng-figures" aria-label={label}>
      {figures.map((f) => (
        <li key={f.href}>
          <FigureLink figure={f} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Leads per week, one row of bars per kind (small multiples: no colour to tell apart), on one scale, each bar with its
 * figure above it. The table after it carries the same figures for a screen reader.
 */
function WeeklyChart({ weekly, weekStarts }: { weekly: KindWeeks[]; weekStarts: string[] }) {
  const max = Math.max(1, ...weekly.flatMap((k) => k.weeks))
  const rowHeight = 34
  const figureHeight = 13
  const labelWidth = 150
  const barWidth = 30
  const gap = 8
  const width = labelWidth + weekStarts.length * (barWidth + gap)
  const height = weekly.length * rowHeight + 20
  return (
    <figure className="ng-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="ng-chart-title" className="ng-chart__svg">
        <title id="ng-chart-title">
          Leads per week over the last 12 weeks, per kind; the table below gives the figures.
        </title>
        {weekly.map((k, row) => {
          const base = row * rowHeight + rowHeight - 4
          return (
            <g key={k.kind} data-kind={k.label}>
              <text x={0} y={base - 6} className="ng-chart__label">
                {k.label}
              </text>
              {k.weeks.map((count, i) => {
                const h = Math.round((count / max) * (rowHeight - figureHeight - 8))
                const x = labelWidth + i * (barWidth + gap)
                return (
                  <g key={i}>
                    <rect
                      x={x}
                      y={base - h}
                      width={barWidth}
                      height={Math.max(h, count > 0 ? 2 : 0)}
                      rx={2}
                      className="ng-chart__bar"
                    />
                    <text
                      x={x + barWidth / 2}
                      y={base - Math.max(h, count > 0 ? 2 : 0) - 3}
                      textAnchor="middle"
                      className={count > 0 ? 'ng-chart__figure' : 'ng-chart__figure ng-chart__figure--zero'}
                      data-testid="chart-figure"
                    >
                      {count}
                    </text>
                  </g>
                )
              })}
              <line x1={labelWidth} x2={width} y1={base} y2={base} className="ng-chart__axis" />
            </g>
          )
        })}
        {weekStarts.map((start, i) =>
          i % 2 === 0 ? (
            <text key={start} x={labelWidth + i * (barWidth + gap)} y={height - 4} className="ng-chart__tick">
              {officeDay(start)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="ng-chart__table">
        <summary>Leads per week as a table</summary>
        <div className="ng-table-scroll">
          <table>
            <caption>Leads per week (weeks start on Monday; spam left out)</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                {weekStarts.map((s) => (
                  <th scope="col" key={s}>
                    {officeDay(s)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weekly.map((k) => (
                <tr key={k.kind}>
                  <th scope="row">{k.label}</th>
                  {k.weeks.map((c, i) => (
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

/** Leads per source or landing page, a column per kind. */
function OriginTable({
  id,
  heading,
  kinds,
  rows,
}: {
  id: string
  heading: string
  kinds: string[]
  rows: OriginRow[]
}) {
  if (rows.length === 0) return <p className="ng-muted">No leads in these weeks.</p>
  return (
    <FigureTable
      id={id}
      caption={`Leads by ${heading.toLowerCase()}`}
      heading={heading}
      totalHeading="All leads"
      kinds={kinds}
      rows={rows}
      name={(f, r) => `${f.count} ${f.label.toLowerCase()} from ${r.label}`}
    />
  )
}

export async function StaffDashboard({ payload, user }: Props) {
  if (!user) return null
  const since = await lastVisit(payload, user)
  const data = await loadDashboard(payload, user, since)
  return (
    <div className="ng-dashboard">
      <RefreshOnShow />
      <h1 className="ng-dashboard__title">Today at Northgrid</h1>
      <p className="ng-muted" data-testid="office-clock">
        {OFFICE_CLOCK_LABEL}.
      </p>
      {/* Only staff who see leads are told of new ones (the socket refuses the others). */}
      {data.leads && <LeadsLive />}
      {data.leads?.noTransport ? (
        <p className="ng-alert" data-testid="no-transport">
          <strong>Nobody is told of new leads:</strong> no mail transport is configured, so{' '}
          {data.leads.delivery.reduce((sum, d) => sum + d.noTransport.count, 0)} are waiting in /build unannounced.
        </p>
      ) : null}
      {data.leads && <Leads data={data.leads} since={data.since} weekStarts={data.weekStarts} />}
      {/* Admins' access figures under the drafts, beside the longer list of what was published last. */}
      {data.content ? (
        <Content data={data.content} under={<AccessSummary payload={payload} user={user} />} />
      ) : (
        <AccessSummary payload={payload} user={user} />
      )}
    </div>
  )
}

function Leads({
  data,
  since,
  weekStarts,
}: {
  data: NonNullable<Dashboard['leads']>
  since: string
  weekStarts: string[]
}) {
  return (
    <>
      <OwnerOverview data={data.overview} />
      {/* Two columns on a wide screen, so the whole dashboard stays within two screens (1440 x 900). */}
      <div className="ng-dashboard__pair">
        <div>
          <section aria-labelledby="ng-new" className="ng-section">
            <h2 id="ng-new">New since your last visit</h2>
            <p className="ng-muted">Since {officeDateTime(since)}; spam left out.</p>
            <FigureList figures={data.newSince} label="New leads per kind" />
          </section>
          <section aria-labelledby="ng-weeks" className="ng-section">
            <h2 id="ng-weeks">Leads per week, last 12 weeks</h2>
            <WeeklyChart weekly={data.weekly} weekStarts={weekStarts} />
          </section>
          {/* Under the chart, beside the taller delivery table: the columns end level. */}
          <section aria-labelledby="ng-spam" className="ng-section">
            <h2 id="ng-spam">Kept as spam this week</h2>
            <FigureList figures={data.spamThisWeek} label="Spam this week" />
          </section>
        </div>
        <div>
          <section aria-labelledby="ng-delivery" className="ng-section">
            <h2 id="ng-delivery">Delivery to the inbox</h2>
            <p className="ng-muted">
              Not delivered: nobody was e-mailed (no mail transport, failed, or 15 minutes late).
            </p>
            <div className="ng-table-scroll">
              <table className="ng-delivery">
                <thead>
                  <tr>
                    <th scope="col">Leads</th>
                    <th scope="col">Not delivered</th>
                    <th scope="col">No mail transport</th>
                    <th scope="col">Failed</th>
                    <th scope="col">Overdue</th>
                    <th scope="col">Waiting</th>
                    <th scope="col">
                      <span className="ng-sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.delivery.map((d) => (
                    <tr key={d.collection} className={d.notDelivered.count > 0 ? 'ng-delivery__late' : undefined}>
                      <th scope="row">{d.label}</th>
                      {[d.notDelivered, d.noTransport, d.failed, d.overdue, d.waiting].map((f) => (
                        <td key={f.label}>
                          <a
                            href={f.href}
                            aria-label={`${f.count} ${f.label.toLowerCase()}: ${d.label}`}
                            data-testid="delivery-count"
                            data-figure={f.label}
                          >
                            {f.count}
                          </a>
                        </td>
                      ))}
                      <td>
                        {d.failed.count > 0 ? (
                          <RetryFailed collection={d.collection} label={d.label} count={d.failed.count} />
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <div className="ng-columns">
            <section aria-labelledby="ng-stages" className="ng-section">
              <h2 id="ng-stages">Applications by stage</h2>
              <FigureList figures={data.stages} label="Applications by stage" />
            </section>
            <div>
              <section aria-labelledby="ng-newsletter" className="ng-section">
                <h2 id="ng-newsletter">Newsletter</h2>
                <FigureList figures={data.newsletter} label="Newsletter subscribers" />
              </section>
              <section aria-labelledby="ng-privacy" className="ng-section">
                <h2 id="ng-privacy">Privacy</h2>
                <FigureList figures={[data.privacyWaiting]} label="Privacy requests" />
              </section>
            </div>
          </div>
        </div>
      </div>
      <section aria-labelledby="ng-sources" className="ng-section">
        <h2 id="ng-sources">Where leads came from, last 12 weeks</h2>
        <p className="ng-muted">
          The campaign (utm_source), else the referring site; a visitor who declined cookies counts as direct or not
          known. Spam left out; the {ORIGIN_ROWS} largest of each.
        </p>
        <div className="ng-dashboard__pair">
          <div>
            <h3>By source</h3>
            <OriginTable id="origin-sources" heading="Source" kinds={data.origins.kinds} rows={data.origins.sources} />
          </div>
          <div>
            <h3>By landing page</h3>
            <OriginTable
              id="origin-landing"
              heading="Landing page"
              kinds={data.origins.kinds}
              rows={data.origins.landingPages}
            />
          </div>
        </div>
      </section>
    </>
  )
}

function Content({ data, under }: { data: NonNullable<Dashboard['content']>; under: ReactNode }) {
  return (
    <div className="ng-columns">
      <div>
        <section aria-labelledby="ng-drafts" className="ng-section">
          <h2 id="ng-drafts">Drafts with unpublished changes</h2>
          <FigureList figures={data.drafts} label="Drafts per collection" />
        </section>
        {under}
      </div>
      <section aria-labelledby="ng-published" className="ng-section">
        <h2 id="ng-published">Last published</h2>
        <ul className="ng-published">
          {data.published.map((p) => (
            <li key={p.href}>
              <a href={p.href}>{p.title}</a>{' '}
              <span className="ng-muted">
                {p.collection === 'pages' ? 'page' : 'post'}, {officeDateTime(p.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
