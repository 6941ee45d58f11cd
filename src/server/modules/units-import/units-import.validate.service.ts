import {
  displayCell,
  hasAtMostDecimals,
  INVALID,
  normalizeHeader,
  parseBoolean,
  parseChileanNumber,
  parseUf,
  type CellInput,
} from '../../spreadsheets/cell-parsers';
import {
  TEXT_MAX,
  UNIT_COLUMNS,
  UNIT_TYPES,
  emptyUnit,
  kindLabels,
  type ImportedUnit,
  type UnitColumn,
  type UnitKind,
} from './units-import.columns.service';
import { CellProblem, type SheetCell } from '../../spreadsheets/xlsx-reader';

// Row-by-row validation of units, the same for a sheet (check, update) and for jsonExcel (save):
// every problem becomes "Fila 14, columna Precio: «12,5,0» no es un número" (the row of the sheet,
// the column as its header reads). Rows are validated as they stream; nothing is written here.

/** create: registering new units (rules of a new unit). update: empty cells keep the value. */
export type ImportMode = 'create' | 'update';

export interface ValidationIssue {
  row: number;
  column: string | null;
  message: string;
}

const quoted = (value: CellInput) => `«${displayCell(value)}»`;
const es = (n: number) => n.toLocaleString('es-CL', { maximumFractionDigits: 2 });

// Every row names its tipo with one of a few words: each distinct word is looked up once.
const typeCache = new Map<string, { kind: UnitKind; label: string } | null>();
function typeOf(text: string) {
  let type = typeCache.get(text);
  if (type === undefined) {
    type = UNIT_TYPES.get(normalizeHeader(text)) ?? null;
    if (typeCache.size < 1000) typeCache.set(text, type);
  }
  return type;
}

export class UnitsValidation {
  readonly units: ImportedUnit[] = [];
  /** The kind of each unit (null when its tipo is not valid), parallel to `units`. */
  readonly kinds: (UnitKind | null)[] = [];
  readonly issues: ValidationIssue[] = [];
  private readonly firstRow: Record<UnitKind, Map<string, number>> = {
    property: new Map(),
    warehouse: new Map(),
    parkinglot: new Map(),
  };
  private readonly toldMissing = new Set<number>();

  /**
   * `headers`: the column name shown in messages, by UNIT_COLUMNS index. `missing`: indexes of
   * the columns the sheet does not have (a missing column is reported once, on the header row).
   */
  constructor(
    readonly mode: ImportMode,
    readonly headers: readonly string[],
    readonly missing: ReadonlySet<number> = new Set(),
    readonly headerRow = 1,
  ) {}

  issue(row: number, column: string | null, detail: string) {
    const message = column ? `Fila ${row}, columna ${column}: ${detail}` : `Fila ${row}: ${detail}`;
    this.issues.push({ row, column, message });
  }

  /** Validates one row; `values` by UNIT_COLUMNS index. */
  add(row: number, values: readonly SheetCell[]): ImportedUnit {
    const unit = emptyUnit(row);
    const kind = this.readKind(unit, values[0]);
    for (let i = 1; i < UNIT_COLUMNS.length; i++) {
      const column = UNIT_COLUMNS[i]!;
      if (column.homesOnly && kind !== 'property') continue;
      if (this.missing.has(i)) this.tellMissing(i, kind);
      else this.readField(unit, column, this.headers[i]!, values[i], kind);
    }
    if (this.mode === 'create') {
      unit.visible ??= true;
      unit.bookeable ??= true;
      unit.promisable ??= true;
    }
    if (kind && unit.identifier !== null) this.checkRepeated(kind, unit.identifier, row);
    this.units.push(unit);
    this.kinds.push(kind);
    return unit;
  }

  private readKind(unit: ImportedUnit, value: SheetCell): UnitKind | null {
    const header = this.headers[0]!;
    if (value instanceof CellProblem) {
      this.problem(unit.row, header, value);
      return null;
    }
    if (value === null || value === undefined || String(value).trim() === '') {
      this.issue(unit.row, header, 'falta el valor (obligatorio)');
      return null;
    }
    const type = typeOf(String(value));
    if (!type) {
      this.issue(
        unit.row,
        header,
        `${quoted(value)} no es un tipo válido (departamento, casa, bodega o estacionamiento)`,
      );
      return null;
    }
    unit.type = type.label;
    return type.kind;
  }

  /** A column a row needs and the sheet lacks: said once, on the header row. */
  private tellMissing(index: number, kind: UnitKind | null) {
    const column = UNIT_COLUMNS[index]!;
    const needed =
      this.mode === 'create' &&
      (column.required === 'all' || (column.required === 'homes' && kind === 'property'));
    if (!needed || this.toldMissing.has(index)) return;
    this.toldMissing.add(index);
    const who = column.required === 'homes' ? `, obligatoria para ${kindLabels.property.many}` : '';
    this.issue(this.headerRow, this.headers[index]!, `falta la columna${who}`);
  }

  private problem(row: number, header: string, cell: CellProblem) {
    this.issue(
      row,
      header,
      cell.kind === 'formula'
        ? `contiene una fórmula sin valor calculado (=${cell.text}); escribe el valor`
        : `contiene un error de Excel (${cell.text})`,
    );
  }

  private readField(
    unit: ImportedUnit,
    column: UnitColumn,
    header: string,
    value: SheetCell,
    kind: UnitKind | null,
  ) {
    if (value instanceof CellProblem) return this.problem(unit.row, header, value);
    if (
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      const required =
        this.mode === 'update'
          ? column.field === 'identifier'
          : column.required === 'all' || (column.required === 'homes' && kind === 'property');
      if (required) {
        const who = column.required === 'homes' ? ` para ${kindLabels.property.many}` : '';
        this.issue(unit.row, header, `falta el valor (obligatorio${who})`);
      }
      return;
    }
    const detail = this.parseInto(unit, column, value);
    if (detail) this.issue(unit.row, header, detail);
  }

  /** Stores the value in the unit; returns what is wrong with it, or null. */
  private parseInto(unit: ImportedUnit, column: UnitColumn, value: CellInput): string | null {
    const field = column.field;
    switch (column.readAs) {
      case 'text': {
        const text = (typeof value === 'string' ? value : displayCell(value)).trim();
        if (text.length > TEXT_MAX) return `el texto supera los ${TEXT_MAX} caracteres`;
        Reflect.set(unit, field, text);
        return null;
      }
      case 'bool': {
        const flag = parseBoolean(value);
        if (flag === INVALID || flag === null) return `${quoted(value)} debe ser SI o NO`;
        Reflect.set(unit, field, flag);
        return null;
      }
      case 'bathrooms': {
        const n = parseChileanNumber(value);
        if (n === null || Number.isNaN(n) || n < 0 || n > 99.9 || !hasAtMostDecimals(n, 1)) {
          return `${quoted(value)} no es un número de baños (como 2 o 1,5)`;
        }
        unit.bathrooms = String(n);
        return null;
      }
      default:
        return this.number(unit, column, value);
    }
  }

  private number(unit: ImportedUnit, column: UnitColumn, value: CellInput): string | null {
    const n = column.readAs === 'uf' ? parseUf(value) : parseChileanNumber(value);
    if (n === null || Number.isNaN(n)) return `${quoted(value)} no es un número`;
    if (column.readAs === 'int' && !Number.isInteger(n)) {
      return `${quoted(value)} no es un número entero`;
    }
    if (column.readAs === 'uf' && n <= 0) return `${quoted(value)} debe ser mayor que 0`;
    if (column.readAs === 'area' && n < 0) return `${quoted(value)} no puede ser negativo`;
    const { min = -Infinity, max = Infinity } = column;
    if (n < min || n > max) return `${quoted(value)} debe estar entre ${es(min)} y ${es(max)}`;
    if (!hasAtMostDecimals(n, 2)) return `${quoted(value)} tiene más de 2 decimales`;
    Reflect.set(unit, column.field, column.readAs === 'int' ? n : Math.round(n * 100) / 100);
    return null;
  }

  private checkRepeated(kind: UnitKind, identifier: string, row: number) {
    const rows = this.firstRow[kind];
    const first = rows.get(identifier);
    if (first === undefined) rows.set(identifier, row);
    else {
      this.issue(
        row,
        this.headers[1]!,
        `«${identifier}» se repite: ya está en la fila ${first} (${kindLabels[kind].one})`,
      );
    }
  }

  /**
   * Against the project's live identifiers by kind: a new unit must not exist yet (create), an
   * updated one must (update).
   */
  compareWithProject(existing: Record<UnitKind, ReadonlySet<string>>) {
    this.units.forEach((unit, i) => {
      const kind = this.kinds[i];
      if (!kind || unit.identifier === null) return;
      const found = existing[kind].has(unit.identifier);
      if (this.mode === 'create' && found) {
        this.issue(
          unit.row,
          this.headers[1]!,
          `«${unit.identifier}» ya existe en el proyecto (${kindLabels[kind].one})`,
        );
      } else if (this.mode === 'update' && !found) {
        this.issue(
          unit.row,
          this.headers[1]!,
          `«${unit.identifier}» no existe en el proyecto (${kindLabels[kind].one})`,
        );
      }
    });
    this.issues.sort((a, b) => a.row - b.row);
  }
}
