import { useState } from 'react';
import type { Side } from '../library';
import type { AnyFamily } from './families';

/** What a game starts from: the family, the position's words, who moves first and the user's side. */
export interface StartChoice {
  readonly game: string;
  readonly position: string;
  readonly start: Side;
  readonly user: Side;
}

function SidePicker({ legend, value, onChange }: { legend: string; value: Side; onChange: (side: Side) => void }) {
  return (
    <fieldset className="pz-sides">
      <legend>{legend}</legend>
      {(['left', 'right'] as const).map((side) => (
        <label key={side}>
          <input type="radio" name={legend} checked={value === side} onChange={() => onChange(side)} /> {side === 'left' ? 'Left' : 'Right'}
        </label>
      ))}
    </fieldset>
  );
}

/** The game, the position typed in the family's words, who starts and which side the user plays. */
export function StartForm({
  families,
  initial,
  onStart,
}: {
  families: readonly AnyFamily[];
  initial: StartChoice;
  onStart: (choice: StartChoice) => void;
}) {
  const [choice, setChoice] = useState(initial);
  const family = families.find((f) => f.name === choice.game)!;
  return (
    <form
      className="pz-start"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(choice);
      }}
    >
      <label className="field">
        Game{' '}
        <select
          value={choice.game}
          onChange={(e) =>
            setChoice({ ...choice, game: e.target.value, position: families.find((f) => f.name === e.target.value)!.example })
          }
        >
          {families.map((f) => (
            <option key={f.name} value={f.name}>
              {f.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Position{' '}
        <input
          type="text"
          className="mono"
          size={28}
          value={choice.position}
          onChange={(e) => setChoice({ ...choice, position: e.target.value })}
        />
      </label>
      <span className="muted">{family.usage}</span>
      <SidePicker legend="Who moves first" value={choice.start} onChange={(start) => setChoice({ ...choice, start })} />
      <SidePicker legend="You play" value={choice.user} onChange={(user) => setChoice({ ...choice, user })} />
      <button type="submit">New game</button>
    </form>
  );
}
