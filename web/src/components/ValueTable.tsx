import { useState, type UIEvent } from 'react';

const PER_ROW = 10;
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 16;
/** Browsers cap an element's height; past this the scroll position is scaled onto the rows. */
const MAX_SCROLL_HEIGHT = 4_000_000;

/**
 * Every value in a table of ten per row, virtualised: only the rows in view are in the page, so
 * ten million values cost what a screenful does. "Go to heap" jumps anywhere.
 */
export function ValueTable({ values, first = 0, unit = 'heap' }: { values: Int32Array; first?: number; unit?: 'heap' | 'coin' }) {
  const rows = Math.ceil(values.length / PER_ROW);
  const fullHeight = rows * ROW_HEIGHT;
  const scrollHeight = Math.min(fullHeight, MAX_SCROLL_HEIGHT);
  const viewport = VISIBLE_ROWS * ROW_HEIGHT;
  const [firstRow, setFirstRow] = useState(0);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const lastFirst = Math.max(0, rows - VISIBLE_ROWS);

  // The scroll range as the browser has it (borders and the header row included), mapped onto the rows.
  const travel = (element: HTMLDivElement) => Math.max(1, element.scrollHeight - element.clientHeight);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    setFirstRow(Math.min(lastFirst, Math.round((element.scrollTop / travel(element)) * lastFirst)));
  };
  const goTo = (n: number) => {
    const row = Math.min(lastFirst, Math.max(0, Math.floor(n / PER_ROW)));
    setFirstRow(row);
    if (scroller) scroller.scrollTop = lastFirst === 0 ? 0 : (row / lastFirst) * travel(scroller);
  };

  const shown = [];
  for (let r = firstRow; r < Math.min(rows, firstRow + VISIBLE_ROWS); r++) {
    const cells = [];
    for (let i = 0; i < PER_ROW; i++) {
      const n = r * PER_ROW + i;
      // A coin row starts at coin 1: its n = 0 cell stays empty, as in `nimlab table`.
      cells.push(
        n >= first && n < values.length ? (
          <td key={i} className={values[n] === 0 ? 'p' : ''}>
            {values[n]}
          </td>
        ) : (
          <td key={i} />
        ),
      );
    }
    shown.push(
      <tr key={r} style={{ height: ROW_HEIGHT }}>
        <th scope="row">{(r * PER_ROW).toLocaleString('en')}</th>
        {cells}
      </tr>,
    );
  }
  return (
    <div className="value-table">
      <div className="row">
        <label>
          go to {unit}{' '}
          <input
            type="number"
            min={first}
            max={values.length - 1}
            aria-label={`go to ${unit}`}
            onKeyDown={(e) => e.key === 'Enter' && goTo(Number(e.currentTarget.value))}
            onChange={(e) => e.target.value !== '' && goTo(Number(e.target.value))}
          />
        </label>
        <span className="muted">all {(values.length - first).toLocaleString('en')} values; P-positions in red</span>
      </div>
      <div
        className="table-scroll"
        ref={setScroller}
        onScroll={onScroll}
        style={{ height: viewport + ROW_HEIGHT + 4 }}
        tabIndex={0}
        aria-label="table of values, scrollable"
        role="region"
      >
        <div style={{ height: scrollHeight + ROW_HEIGHT, position: 'relative' }}>
          <table className="values" data-testid="values" style={{ position: 'sticky', top: 0 }}>
            <thead>
              <tr style={{ height: ROW_HEIGHT }}>
                <th scope="col">n</th>
                {Array.from({ length: PER_ROW }, (_, i) => (
                  <th scope="col" key={i}>
                    +{i}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{shown}</tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
