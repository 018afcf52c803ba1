/**
 * One row of a dashboard table (`data-testid` of its section, `data-group` of its row) as
 * { stage: "count (share%)" } from the admin page's HTML; undefined when the row is absent.
 */
export function funnelRow(html: string, table: string, group: string) {
  const section = html.split(`data-testid="${table}"`)[1]?.split('</section>')[0] ?? ''
  const row = section.split(`data-group="${group}"`)[1]?.split('</tr>')[0]
  if (row === undefined) return undefined
  const cells = [...row.matchAll(/data-stage="(\w+)">(\d+)(?:<small>(\d+)(?:<!-- -->)?%)?/g)]
  return Object.fromEntries(
    cells.map(([, stage, count, share]) => [stage, share ? `${count} (${share}%)` : count]),
  )
}
