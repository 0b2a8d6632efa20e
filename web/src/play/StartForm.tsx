import { useState } from 'react';
import { hrefFor } from '../shell/route';
import { stateParams, type PlayState } from './playState';

export function StartForm({ state }: { state: PlayState }) {
  const [form, setForm] = useState({ game: state.game, position: state.position });
  return (
    <form
      className="row start-form"
      onSubmit={(e) => {
        e.preventDefault();
        location.hash = hrefFor('play', stateParams({ ...state, ...form, moves: [] }));
      }}
    >
      <label className="field">
        Game <input type="text" name="game" value={form.game} onChange={(e) => setForm({ ...form, game: e.target.value })} />
      </label>
      <label className="field">
        Position{' '}
        <input type="text" name="position" value={form.position} onChange={(e) => setForm({ ...form, position: e.target.value })} />
      </label>
      <button type="submit">New game</button>
    </form>
  );
}
