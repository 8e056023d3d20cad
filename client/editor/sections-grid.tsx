/**
 * The nine grid positions as one radio group in a 3x3 grid (SPEC section
 * 2): one tab stop (the chosen position); the arrow keys move by column
 * and by row and choose, Home and End go to the first and last, as a radio
 * group does. Each position is named from the catalogue ("Top left").
 */
import { useRef, type KeyboardEvent } from 'react';
import { GRID_COLUMNS, GRID_POSITIONS, type GridPosition } from '../../editor/sections.js';
import { SECTIONS_TEXTS as S } from '../../editor/sections-texts.js';

const COLUMNS = GRID_COLUMNS.length;
const MOVES: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at % COLUMNS === COLUMNS - 1 ? at : at + 1),
  ArrowLeft: (at) => (at % COLUMNS === 0 ? at : at - 1),
  ArrowDown: (at) => (at + COLUMNS < GRID_POSITIONS.length ? at + COLUMNS : at),
  ArrowUp: (at) => (at - COLUMNS >= 0 ? at - COLUMNS : at),
  Home: () => 0,
  End: () => GRID_POSITIONS.length - 1,
};

export function PositionGrid({ id, value, onChange }: { id: string; value: GridPosition; onChange: (p: GridPosition) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(GRID_POSITIONS.indexOf(value));
    onChange(GRID_POSITIONS[next]!);
    buttons.current[next]?.focus();
  };
  return (
    <div className="vitrine-editor-position">
      <span id={`${id}-label`}>{S.position}</span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="vitrine-editor-position__grid" onKeyDown={onKey}>
        {GRID_POSITIONS.map((p, i) => (
          <button
            key={p}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={p === value}
            aria-label={S.positions[p]}
            title={S.positions[p]}
            tabIndex={p === value ? 0 : -1}
            data-position={p}
            onClick={() => onChange(p)}
            className="vitrine-editor-position__cell"
          >
            <span aria-hidden="true">{p === value ? '●' : '○'}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
