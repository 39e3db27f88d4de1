import type { Overview, WinRate } from '@/staff/dashboard'

import { FigureTable } from './FigureTable'
import { OfficeTime } from './OfficeTime'

const percent = (w: WinRate) => (w.rate === null ? '—' : `${Math.round(w.rate * 100)}%`)
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** What the agency's owner asked to see first: who has not been answered, the pipeline, workload, latest, the week. */
export function OwnerOverview({ data }: { data: Overview }) {
  const { kinds, unanswered, pipeline, workload, latest, weeks } = data
  // Two columns of about equal height on a wide screen, so all of it fits the first screen (1440 x 900).
  return (
    <div className="ng-overview">
      <div>
        <section aria-labelledby="ng-unanswered" className="ng-section">
          <h2 id="ng-unanswered">Unanswered past a business day</h2>
          <p className="ng-muted">Still new one business day (New York) after arriving, by owner.</p>
          {unanswered.total.total === 0 ? (
            <p data-testid="unanswered-none">None: every lead was answered within a business day.</p>
          ) : (
            <FigureTable
              id="unanswered"
              caption="Leads unanswered past a business day, by owner and kind"
              heading="Owner"
              kinds={kinds}
              rows={[...unanswered.owners, unanswered.total]}
            />
          )}
        </section>
        <section aria-labelledby="ng-workload" className="ng-section">
          <h2 id="ng-workload">Open leads per owner</h2>
          <p className="ng-muted">New, contacted or qualified; not yet won or lost.</p>
          {workload.length === 0 ? (
            <p>No open leads.</p>
          ) : (
            <FigureTable
              id="workload"
              caption="Open leads by owner and kind"
              heading="Owner"
              kinds={kinds}
              rows={workload}
            />
          )}
        </section>
        <section aria-labelledby="ng-latest" className="ng-section">
          <h2 id="ng-latest">Latest leads</h2>
          {latest.length === 0 ? (
            <p>No leads yet.</p>
          ) : (
            <div className="ng-table-scroll">
              <table className="ng-figure-table" data-testid="latest">
                <caption className="ng-sr-only">The {latest.length} latest leads, spam left out</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Budget</th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {latest.map((l) => (
                    <tr key={l.href}>
                      <th scope="row">
                        <a href={l.href}>{l.name}</a>
                      </th>
                      <td>{l.kind}</td>
                      <td>
                        {l.budget ??
                          (l.asksBudget ? (
                            'Not given'
                          ) : (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="ng-sr-only">not asked by this form</span>
                            </>
                          ))}
                      </td>
                      <td>
                        <OfficeTime at={l.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      <div>
        <section aria-labelledby="ng-pipeline" className="ng-section">
          <h2 id="ng-pipeline">Pipeline</h2>
          <p className="ng-muted">
            Every lead by its status now, spam left out. Win rate = won ÷ (won + lost):{' '}
            <strong data-testid="win-rate">{percent(pipeline.winRate)}</strong>
            {pipeline.winRate.decided > 0 ? ` (${pipeline.winRate.won} of ${pipeline.winRate.decided} decided)` : ''}.
          </p>
          <FigureTable
            id="pipeline"
            caption="Leads by status and kind, with the win rate"
            heading="Status"
            kinds={kinds}
            rows={pipeline.statuses}
            after={
              <tr>
                <th scope="row">Win rate</th>
                <td>{percent(pipeline.winRate)}</td>
                {pipeline.winRatePerKind.map((w, i) => (
                  <td key={kinds[i]}>{percent(w)}</td>
                ))}
              </tr>
            }
          />
        </section>
        <section aria-labelledby="ng-week" className="ng-section">
          <h2 id="ng-week">This week against last</h2>
          <p className="ng-muted">
            New leads, spam left out, weeks from Monday 00:00. Change against last week to the same moment:{' '}
            <strong data-testid="week-change">{signed(weeks.change)}</strong>.
          </p>
          <FigureTable
            id="weeks"
            caption="New leads this week and last, by kind"
            heading="Week"
            kinds={kinds}
            rows={[weeks.thisWeek, weeks.lastWeekSoFar]}
            after={
              <>
                <tr>
                  <th scope="row">Change</th>
                  <td>{signed(weeks.change)}</td>
                  {weeks.changePerKind.map((c, i) => (
                    <td key={kinds[i]}>{signed(c)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{weeks.lastWeek.label}</th>
                  <td>{weeks.lastWeek.total}</td>
                  {weeks.lastWeek.perKind.map((f) => (
                    <td key={f.label}>
                      <a href={f.href} aria-label={`${f.count} ${f.label}`}>
                        {f.count}
                      </a>
                    </td>
                  ))}
                </tr>
              </>
            }
          />
        </section>
      </div>
    </div>
  )
}
