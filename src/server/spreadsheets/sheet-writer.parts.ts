import { xmlText } from './sheet-writer.cells';

// The fixed parts of a one-sheet workbook and the head and tail of its worksheet. Written by
// hand so the sheet can stream as text (see sheet-writer.ts for why not exceljs).

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** cellXfs indices of styles.xml, as the ` s="n"` attribute of a cell. */
export const STYLE = {
  plain: '',
  header: ' s="1"',
  uf: ' s="2"',
  clp: ' s="3"',
  date: ' s="4"',
  datetime: ' s="5"',
} as const;

/** Number formats of the styles (the tests read them back). */
export const NUMBER_FORMATS = {
  uf: '#,##0.00',
  clp: '#,##0',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
} as const;

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, fontId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
  `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;

export const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`;

export const ROOT_RELS =
  `${XML}<Relationships xmlns="${PKG_RELS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

export const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PKG_RELS}">` +
  `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` +
  `</Relationships>`;

/** A fixed table of the two texts of yes/no cells (index 0 'Sí', 1 'No'): shorter rows. */
export const SHARED_STRINGS =
  `${XML}<sst xmlns="${MAIN}" count="2" uniqueCount="2">` +
  `<si><t>Sí</t></si><si><t>No</t></si></sst>`;

export const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="4">` +
  `<numFmt numFmtId="164" formatCode="${NUMBER_FORMATS.uf}"/>` +
  `<numFmt numFmtId="165" formatCode="${NUMBER_FORMATS.clp}"/>` +
  `<numFmt numFmtId="166" formatCode="${NUMBER_FORMATS.date}"/>` +
  `<numFmt numFmtId="167" formatCode="${NUMBER_FORMATS.datetime}"/></numFmts>` +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
  `<fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="6">${xf(0)}${xf(0, 1)}${xf(164)}${xf(165)}${xf(166)}${xf(167)}</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ and not blank. */
export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned || 'Hoja1';
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Written after the sheet, so the autofilter's defined name knows the last row. */
export function workbookXml(sheetName: string, filterRange: string | null): string {
  const name = xmlText(sheetName);
  const quoted = `'${name.replace(/'/g, "''")}'`;
  const defined = filterRange
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">` +
      `${quoted}!${filterRange}</definedName></definedNames>`
    : '';
  return (
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets>${defined}</workbook>`
  );
}

/** Everything before the first row: frozen header row and column widths. */
export function sheetHead(widths: readonly number[]): string {
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetViews>` +
    `<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft"` +
    ` state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>` +
    `${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`
  );
}

/** Closes the sheet data; the autofilter covers the header and every data row. */
export function sheetTail(filterRef: string | null): string {
  return `</sheetData>${filterRef ? `<autoFilter ref="${filterRef}"/>` : ''}</worksheet>`;
}
