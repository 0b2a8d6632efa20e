import type { AnyFamily } from './families';

/**
 * The families to pick from, a card each: title, rule, citation and an example; choosing one
 * starts its example.
 */
export function FamilyGallery({
  families,
  current,
  onPick,
}: {
  families: readonly AnyFamily[];
  current: string;
  onPick: (name: string) => void;
}) {
  return (
    <details className="pz-gallery" open={false}>
      <summary>Choose a game ({families.length})</summary>
      <div className="cards" data-testid="partizan-gallery">
        {families.map((family) => (
          <div className="card" key={family.name} data-testid={`family-${family.name}`}>
            <h3>{family.title}</h3>
            <p className="card-rule">{family.summary}</p>
            <p className="muted">{family.citation}</p>
            <p className="mono card-example">e.g. {family.example}</p>
            <div className="actions">
              <button type="button" aria-pressed={family.name === current} onClick={() => onPick(family.name)}>
                Play {family.title}
              </button>
            </div>
          </div>
        ))}
      </div>
    </details>
  );
}
