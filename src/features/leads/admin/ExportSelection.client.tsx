'use client'
import { useSelection } from '@payloadcms/ui'

type Props = { template: string }

/** The CSV of exactly the rows ticked in the list; shown once a row is selected. */
export function ExportSelection({ template }: Props) {
  const { selectedIDs } = useSelection()
  if (!selectedIDs.length) return null
  return (
    <a
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      href={`/cms/api/leads/export.csv?ids=${selectedIDs.join(',')}`}
      data-testid="export-selection"
    >
      {template.replace('{{count}}', String(selectedIDs.length))}
    </a>
  )
}
