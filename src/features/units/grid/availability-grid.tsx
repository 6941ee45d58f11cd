// The grid itself: one row per floor, one cell per home, every cell in the DOM. Plain elements
// styled once by the container (thousands of styled components would each cost a style lookup),
// one handler per event on the container. Roving tabindex: the active cell alone is in the tab
// order; arrows move it, Space ticks it, Enter or a click opens the home, shift-click or a drag
// selects the run of homes between two cells in reading order. A cell carries only what its first
// draw needs: its tooltip is written when the pointer reaches it.
import { Box } from '@chakra-ui/react';
import {
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import {
  GRID_STATES,
  STATE_STYLES,
  moveFrom,
  rangeBetween,
  type CellPosition,
  type GridFloor,
} from './grid-layout';
import { cellLabel } from './grid-texts';

export interface AvailabilityGridProps {
  floors: readonly GridFloor[];
  selected: ReadonlySet<string>;
  onSelectionChange(ids: ReadonlySet<string>): void;
  /** The cell in the tab order (the first home when null). */
  activeId: string | null;
  onActiveChange(id: string): void;
  onOpen(id: string): void;
}

const stateCss = Object.fromEntries(
  GRID_STATES.map((state) => {
    const style = STATE_STYLES[state];
    return [
      `& [data-state="${state}"]`,
      { background: style.fill, borderColor: style.border, color: style.text },
    ];
  }),
);

const gridCss = {
  userSelect: 'none',
  // Rows out of view skip their layout and paint until scrolled to; their cells stay in the DOM,
  // in the accessibility tree and reachable by keyboard.
  '& .grid-row': {
    display: 'flex',
    gap: '4px',
    alignItems: 'stretch',
    marginBottom: '4px',
    // As wide as its cells: a contained row clips what overflows it.
    width: 'max-content',
    minWidth: '100%',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 32px',
  },
  '@media print': { '& .grid-row': { contentVisibility: 'visible' } },
  '& .grid-floor': {
    flex: '0 0 72px',
    fontSize: '12px',
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    position: 'sticky',
    left: 0,
    background: 'var(--chakra-colors-bg-panel)',
    zIndex: 1,
  },
  '& .grid-cell': {
    flex: '0 0 auto',
    minWidth: '56px',
    height: '32px',
    padding: '0 6px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: '4px',
    fontSize: '12px',
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
  '& .grid-cell[data-hidden="true"]': { borderStyle: 'dashed' },
  '& .grid-cell[aria-selected="true"]': {
    outline: '3px solid var(--chakra-colors-primary-solid)',
    outlineOffset: '-1px',
  },
  '& .grid-cell:focus-visible': {
    boxShadow: '0 0 0 2px var(--chakra-colors-bg-panel), 0 0 0 4px var(--chakra-colors-fg)',
    outline: 'none',
  },
  ...stateCss,
} as const;

/** A cell's tooltip is its accessible name, written when the pointer reaches it. */
function showTitle(target: EventTarget | null) {
  const cell = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-id]') : null;
  const label = cell?.getAttribute('aria-label');
  if (cell && label && cell.title !== label) cell.title = label;
}

const idOf = (target: EventTarget | null) =>
  target instanceof HTMLElement
    ? (target.closest<HTMLElement>('[data-id]')?.dataset.id ?? null)
    : null;

export function AvailabilityGrid({
  floors,
  selected,
  onSelectionChange,
  activeId,
  onActiveChange,
  onOpen,
}: AvailabilityGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const anchor = useRef<string | null>(null);
  const drag = useRef<{ from: string; moved: boolean } | null>(null);
  const focusNext = useRef(false);

  const { order, positions } = useMemo(() => {
    const ids: string[] = [];
    const at = new Map<string, CellPosition>();
    floors.forEach((floor, row) =>
      floor.homes.forEach((home, col) => {
        ids.push(home.id);
        at.set(home.id, { row, col });
      }),
    );
    return { order: ids, positions: at };
  }, [floors]);
  const active = activeId !== null && positions.has(activeId) ? activeId : (order[0] ?? null);

  useEffect(() => {
    if (!focusNext.current || active === null) return;
    focusNext.current = false;
    container.current?.querySelector<HTMLElement>(`[data-id="${active}"]`)?.focus();
  }, [active]);

  const moveTo = (id: string) => {
    focusNext.current = true;
    onActiveChange(id);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    anchor.current = id;
    onSelectionChange(next);
  };
  const selectRange = (from: string, to: string) =>
    onSelectionChange(new Set(rangeBetween(order, from, to)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = idOf(event.target);
    if (id === null) return;
    if (event.key === ' ') {
      event.preventDefault();
      if (event.shiftKey && anchor.current) selectRange(anchor.current, id);
      else toggle(id);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(id);
      return;
    }
    if (event.key === 'Escape' && selected.size > 0) {
      onSelectionChange(new Set());
      return;
    }
    const at = positions.get(id);
    const next = at ? moveFrom(floors, at, event.key) : null;
    if (!next) return;
    event.preventDefault();
    const target = floors[next.row]?.homes[next.col];
    if (!target) return;
    if (event.shiftKey) {
      anchor.current ??= id;
      selectRange(anchor.current, target.id);
    }
    moveTo(target.id);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = idOf(event.target);
    if (id === null) return;
    const dragged = drag.current?.moved === true;
    drag.current = null;
    onActiveChange(id);
    if (dragged) return;
    if (event.shiftKey) {
      selectRange(anchor.current ?? id, id);
      return;
    }
    if (event.ctrlKey || event.metaKey) {
      toggle(id);
      return;
    }
    anchor.current = id;
    onOpen(id);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const id = idOf(event.target);
    if (id === null || event.button !== 0 || event.shiftKey) return;
    drag.current = { from: id, moved: false };
  };
  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    showTitle(event.target);
    const id = idOf(event.target);
    const current = drag.current;
    if (!current || id === null || (event.buttons & 1) === 0) return;
    if (id === current.from && !current.moved) return;
    current.moved = true;
    anchor.current = current.from;
    selectRange(current.from, id);
  };

  return (
    <Box
      ref={container}
      role="grid"
      aria-label="Grilla de disponibilidad"
      aria-multiselectable="true"
      aria-rowcount={floors.length}
      overflowX="auto"
      pb="2"
      css={gridCss}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
    >
      {floors.map((floor) => (
        <div role="row" className="grid-row" key={floor.label}>
          <div role="rowheader" className="grid-floor">
            {floor.label}
          </div>
          {floor.homes.map((home) => {
            return (
              <div
                key={home.id}
                role="gridcell"
                className="grid-cell"
                data-id={home.id}
                data-state={home.state}
                data-hidden={!home.visible}
                aria-selected={selected.has(home.id)}
                aria-label={cellLabel(home)}
                tabIndex={home.id === active ? 0 : -1}
              >
                {home.identifier}
              </div>
            );
          })}
        </div>
      ))}
    </Box>
  );
}
