type Props = { label: string; busyLabel: string; busy: boolean; onClick: () => void }

/** A small admin button that says it is working while its request runs (inside client parts). */
export function BusyButton({ label, busyLabel, busy, onClick }: Props) {
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      disabled={busy}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  )
}
