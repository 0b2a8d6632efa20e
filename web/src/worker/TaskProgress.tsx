/**
 * A running task's progress bar (when its total is known), what it has done in words, and its
 * Cancel button: the same on every page that computes in a worker.
 */
export function TaskProgress({
  label,
  done,
  total,
  text,
  onCancel,
}: {
  label: string;
  done?: number;
  total?: number;
  text: string;
  onCancel: () => void;
}) {
  return (
    <div className="row" data-testid="task-progress">
      {done !== undefined && total !== undefined && total > 0 ? (
        <div className="progress" role="progressbar" aria-label={label} aria-valuenow={done} aria-valuemin={0} aria-valuemax={total}>
          <div style={{ width: `${(100 * done) / total}%` }} />
        </div>
      ) : null}
      {/* Cancel before the words, so it stays put while they change length under the pointer. */}
      <button className="secondary" onClick={onCancel}>
        Cancel
      </button>
      <span className="muted" role="status">
        {text}
      </span>
    </div>
  );
}
