/** A picture of a position when its shape is known (heaps of stones); plain text otherwise. */
export function Picture({ position, text }: { position: unknown; text: string }) {
  if (Array.isArray(position) && position.every((h) => typeof h === 'number') && position.length <= 12 && position.every((h) => h <= 40)) {
    return (
      <div className="heaps" data-testid="heaps">
        {(position as number[]).map((heap, i) => (
          <div className="heap" key={i}>
            <span className="label">heap {i + 1}</span>
            {Array.from({ length: heap }, (_, k) => (
              <span className="stone" key={k} />
            ))}
            <span className="label">&nbsp;{heap}</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <p className="mono" data-testid="position-text">
      {text}
    </p>
  );
}
