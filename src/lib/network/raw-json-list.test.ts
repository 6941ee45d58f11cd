import { describe, expect, it } from 'vitest';
import {
  CheckPropertiesExcelDocument,
  RegisterPropertiesSaveDocument,
} from '../../../graphql/generated/client/graphql';
import { createExecutor } from './execute';
import { scriptedFetch } from './network.test-kit';
import type { NetworkSession } from './network-session';
import {
  isRawJsonList,
  keepListAsText,
  parseKeepingList,
  RawJsonList,
  stringifyWithRawLists,
} from './raw-json-list';

// The units check's rows kept as the JSON text they came in: read a row at a time for the
// preview, and sent back as the same characters.

const rows = [
  { row: 2, identifier: 'A-101', model: 'Modelo «A» [2D]', price: 1455.5, lots: null },
  { row: 3, identifier: 'B-\\"1\\"', model: 'llaves } ] , y comas', price: -0.25, lots: 'L{1}' },
  { row: 4, tags: [1, [2, { a: ']' }]], nested: { deep: { list: [] } }, empty: '' },
  'texto suelto',
  42,
  true,
  null,
];

const answer = (data: unknown, spaced = false) =>
  JSON.stringify(
    {
      data: {
        checkPropertiesExcel: {
          status: true,
          info: '7 unidades listas para guardar.',
          data,
          validation_errors: [],
          errors_url: null,
        },
      },
    },
    null,
    spaced ? 2 : undefined,
  );

const PATH = ['checkPropertiesExcel', 'data'];

describe('parseKeepingList', () => {
  it('parses the answer but keeps the list as text, item by item the same', () => {
    for (const spaced of [false, true]) {
      const parsed = parseKeepingList(answer(rows, spaced), PATH) as {
        data: { checkPropertiesExcel: Record<string, unknown> };
      };
      const check = parsed.data.checkPropertiesExcel;
      expect(check.info).toBe('7 unidades listas para guardar.');
      expect(check.validation_errors).toEqual([]);
      const list = check.data;
      expect(isRawJsonList(list)).toBe(true);
      if (!(list instanceof RawJsonList)) throw new Error('sin lista');
      expect(list.length).toBe(rows.length);
      rows.forEach((row, i) => expect(list.at(i)).toEqual(row));
      expect(list.at(-1)).toBeNull();
      expect(list.at(7)).toBeUndefined();
      expect(list.toArray()).toEqual(rows);
      expect(new RawJsonList(list.text).length).toBe(rows.length);
    }
  });

  it('is JSON.parse when the list is not there, and fails like it on broken JSON', () => {
    for (const text of [
      answer(null),
      answer({ not: 'a list' }),
      JSON.stringify({ errors: [{ message: 'No autorizado.' }], data: null }),
      JSON.stringify({ data: { otra: { data: [1] } } }),
      // JSON.parse keeps the last of two members of the same name.
      '{"data":{"checkPropertiesExcel":{"data":[1,2],"info":"x","data":[3]}}}',
    ]) {
      expect(parseKeepingList(text, PATH)).toEqual(JSON.parse(text));
    }
    expect(parseKeepingList(answer([]), PATH)).toMatchObject({
      data: { checkPropertiesExcel: { data: expect.objectContaining({ length: 0 }) } },
    });
    for (const text of [answer(rows).slice(0, -1), answer(rows).replace('"info"', 'info'), '']) {
      expect(() => parseKeepingList(text, PATH)).toThrow(SyntaxError);
    }
  });
});

describe('stringifyWithRawLists', () => {
  it('writes a kept list as its own text, and anything else as JSON.stringify', () => {
    const text = answer(rows, true);
    const list = (parseKeepingList(text, PATH) as { data: { checkPropertiesExcel: { data: RawJsonList } } }).data.checkPropertiesExcel.data; // prettier-ignore
    const body = stringifyWithRawLists({ query: 'q', variables: { project_id: '1', jsonExcel: list, other: [list] } }); // prettier-ignore
    expect(body).toContain(list.text);
    expect(JSON.parse(body)).toEqual({
      query: 'q',
      variables: { project_id: '1', jsonExcel: rows, other: [rows] },
    });
    // Outside it (a log, say), the list is written as its items.
    expect(JSON.parse(JSON.stringify({ list }))).toEqual({ list: rows });
  });
});

describe('execute with a kept list', () => {
  const session: NetworkSession = {
    getAccessToken: () => 'token',
    requestRefresh: () => Promise.reject(new Error('sin refresh')),
    onForbidden: () => undefined,
    onNotFound: () => undefined,
  };

  it("keeps the check's rows as text and sends the same text back in the save", async () => {
    keepListAsText(CheckPropertiesExcelDocument, PATH);
    const checkText = answer(rows);
    const net = scriptedFetch((request) =>
      String(request.body).includes('RegisterPropertiesSave')
        ? new Response(
            JSON.stringify({
              data: { registerPropertiesSave: { status: true, info: 'ok', validation_errors: [], errors_url: null } }, // prettier-ignore
            }),
          )
        : new Response(checkText),
    );
    const execute = createExecutor({ fetch: net.fetch, session: () => session });
    const check = await execute(CheckPropertiesExcelDocument, {
      excel: new File(['x'], 'unidades.xlsx'),
    });
    expect(isRawJsonList(check.checkPropertiesExcel.data)).toBe(true);
    await execute(RegisterPropertiesSaveDocument, {
      project_id: '5',
      jsonExcel: check.checkPropertiesExcel.data,
    });
    const sent = String(net.requests[1]?.body);
    expect(sent).toContain(`"jsonExcel":${JSON.stringify(rows)}`);
    expect(JSON.parse(sent).variables).toEqual({ project_id: '5', jsonExcel: rows });
  });
});
