import { describe, expect, it } from 'vitest';
import { extractFiles, multipartBody } from './multipart';

describe('GraphQL multipart request', () => {
  it('replaces only real files with null and records every path', () => {
    const cover = new File(['jpg'], 'portada.jpg', { type: 'image/jpeg' });
    const photo = new File(['jpg'], 'living.jpg', { type: 'image/jpeg' });
    const { clone, files } = extractFiles({
      logo: 'https://cdn.example.cl/logo.png',
      cover_page: cover,
      gallery: [photo, cover],
      nested: { when: '2025-03-14' },
    });
    expect(clone).toEqual({
      logo: 'https://cdn.example.cl/logo.png',
      cover_page: null,
      gallery: [null, null],
      nested: { when: '2025-03-14' },
    });
    expect([...files.entries()]).toEqual([
      [cover, ['variables.cover_page', 'variables.gallery.1']],
      [photo, ['variables.gallery.0']],
    ]);
  });

  it('finds nothing in plain variables', () => {
    expect(extractFiles({ name: 'Camila', ids: [1, 2] }).files.size).toBe(0);
  });

  it('builds operations, map and one part per file', () => {
    const file = new File(['x'], 'planilla.xlsx');
    const { clone, files } = extractFiles({ excel: file });
    const form = multipartBody(
      {
        query: 'mutation M($excel: Upload!) { m(excel: $excel) }',
        operationName: 'M',
        variables: clone,
      },
      files,
    );
    expect(JSON.parse(String(form.get('operations')))).toMatchObject({
      operationName: 'M',
      variables: { excel: null },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.excel'] });
    const part = form.get('0');
    expect(part instanceof File && part.name).toBe('planilla.xlsx');
  });
});
