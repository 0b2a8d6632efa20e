/**
 * What the two census pages (octal and misère) share: a table whose column titles sort it, laid
 * out as a grid of rows (see CensusGrid), and the filters by an octal code's digits.
 */
import type { ReactNode } from 'react';

/** Which column a table is sorted by, and which way. */
export interface SortState<Key extends string> {
  key: Key;
  down: boolean;
}

/**
 * The header row: each title is a button that sorts by its column (again: the other way), and the
 * sorted column says so to assistive technology (aria-sort). `after` holds unsortable titles.
 */
export function SortableHead<Key extends string>(props: {
  columns: readonly { key: Key; title: string }[];
  sort: SortState<Key>;
  onSort: (sort: SortState<Key>) => void;
  after?: readonly string[];
}) {
  const { columns, sort, onSort, after = [] } = props;
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((c) => (
          <th key={c.key} role="columnheader" aria-sort={sort.key === c.key ? (sort.down ? 'descending' : 'ascending') : 'none'}>
            <button type="button" onClick={() => onSort({ key: c.key, down: sort.key === c.key ? !sort.down : false })}>
              {c.title}
              {/* Seen by eyes; aria-sort says the same to assistive technology. */}
              <span className="sort-arrow" aria-hidden="true" data-testid="sort-arrow">
                {sort.key === c.key ? (sort.down ? ' ▼' : ' ▲') : ''}
              </span>
            </button>
          </th>
        ))}
        {after.map((title) => (
          <th key={title} role="columnheader">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A census table in its scrolling region. Its rows are grids (style.css, table.census-grid) whose
 * columns depend on the table's width alone, so a row off the screen skips layout and paint: the
 * table layout that measured all 448 rows' cells took 200–300 ms of CPU on opening or sorting. A
 * grid display can drop a table's semantics, so each element states its role (table, rowgroup, row,
 * columnheader, cell), as the rows do (`role="row"`, cells `role="cell"`).
 */
export function CensusGrid(props: { label: string; className: string; testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={props.label}>
      <table className={`values census-grid ${props.className}`} role="table" data-testid={props.testId}>
        {props.head}
        <tbody role="rowgroup">{props.children}</tbody>
      </table>
    </div>
  );
}

/** Digits after the point of a code (0.137 → 3). */
function digitsOf(code: string): number {
  return code.length - code.indexOf('.') - 1;
}

/** The digit filters' choices: d0 (the digit before the point) and how many digits follow it. */
export interface CodeDigits {
  d0: string;
  digits: string;
}

/** Whether a code passes the digit filters ('all' passes every code). */
export function codeMatches(code: string, { d0, digits }: CodeDigits): boolean {
  return (d0 === 'all' || code.startsWith(`${d0}.`)) && (digits === 'all' || digitsOf(code) === Number(digits));
}

/** The two selects of the digit filters. */
export function CodeDigitFilters({ value, onChange }: { value: CodeDigits; onChange: (value: CodeDigits) => void }) {
  return (
    <>
      <label>
        d0{' '}
        <select aria-label="d0" value={value.d0} onChange={(e) => onChange({ ...value, d0: e.target.value })}>
          {['all', '0', '4'].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        digits after the point{' '}
        <select aria-label="digits" value={value.digits} onChange={(e) => onChange({ ...value, digits: e.target.value })}>
          {['all', '1', '2', '3'].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>{' '}
    </>
  );
}
