/**
 * Above the leads list in the admin: download the leads of a date range as CSV. A plain GET form,
 * so it needs no client code; the admin's login cookie authorizes the download.
 */
export function ExportLeadsForm() {
  return (
    <form
      method="get"
      action="/cms/api/leads/export.csv"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        alignItems: 'end',
        margin: '0 0 1.5rem',
      }}
    >
      <label style={{ display: 'grid', gap: '.25rem' }}>
        From (received on or after)
        <input type="date" name="from" />
      </label>
      <label style={{ display: 'grid', gap: '.25rem' }}>
        To (received on or before)
        <input type="date" name="to" />
      </label>
      <label style={{ display: 'flex', gap: '.5rem', alignItems: 'center' }}>
        <input type="checkbox" name="spam" value="include" />
        Include spam
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        Export CSV
      </button>
    </form>
  )
}
