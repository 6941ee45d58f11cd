import { describe, expect, it } from 'vitest';
import { auditDiff, eventLabel, fieldLabel, formatAuditValue, newestFirst } from './audit-values';

describe('formatAuditValue', () => {
  it('writes booleans, empties and numbers for people', () => {
    expect(formatAuditValue(true)).toBe('Sí');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(0)).toBe('0');
    expect(formatAuditValue(2450.5)).toBe('2450.5');
  });

  it('shows instants in Chilean time and leaves other text alone', () => {
    expect(formatAuditValue('2025-03-14T15:30:00.000Z')).toBe('14-03-2025 12:30');
    expect(formatAuditValue('Av. Providencia 1234, Providencia')).toBe(
      'Av. Providencia 1234, Providencia',
    );
  });

  it('joins lists and reads records by name or as key: value', () => {
    expect(formatAuditValue(['show-users', 'create-agency'])).toBe('show-users, create-agency');
    expect(formatAuditValue([])).toBe('—');
    expect(formatAuditValue([{ id: 3, name: 'Condominio Los Aromos' }, null])).toBe(
      'Condominio Los Aromos',
    );
    expect(formatAuditValue({ quantity: 5, visible: false })).toBe('Quantity: 5; Visible: No');
  });
});

describe('fieldLabel', () => {
  it('prefers the page labels, then the common ones, then the humanised key', () => {
    expect(fieldLabel('name', { name: 'Nombre de la inmobiliaria' })).toBe(
      'Nombre de la inmobiliaria',
    );
    expect(fieldLabel('last_name')).toBe('Apellido');
    expect(fieldLabel('official_name')).toBe('Official name');
    expect(fieldLabel('urlSite')).toBe('Url site');
  });
});

describe('eventLabel', () => {
  it('translates the known events and keeps the rest', () => {
    expect(eventLabel('created')).toBe('Creación');
    expect(eventLabel('updated')).toBe('Actualización');
    expect(eventLabel('deleted')).toBe('Eliminación');
    expect(eventLabel('restored')).toBe('Restauración');
    expect(eventLabel('exported')).toBe('Exportación');
    expect(eventLabel('imported')).toBe('Importación');
    expect(eventLabel('updated_by_excel')).toBe('Actualización por planilla');
    expect(eventLabel('permissions_synced')).toBe('permissions_synced');
  });
});

describe('auditDiff', () => {
  it('pairs old and new values field by field and flags what changed', () => {
    expect(
      auditDiff(
        { name: 'Camila', status: true },
        { name: 'Camila Andrea', status: true, role: 'RealstateUser' },
        { role: 'Rol' },
      ),
    ).toEqual([
      { key: 'name', label: 'Nombre', before: 'Camila', after: 'Camila Andrea', changed: true },
      { key: 'status', label: 'Estado', before: 'Sí', after: 'Sí', changed: false },
      { key: 'role', label: 'Rol', before: '—', after: 'RealstateUser', changed: true },
    ]);
  });

  it('treats anything but an object as no values', () => {
    expect(auditDiff(null, [])).toEqual([]);
    expect(auditDiff('texto', { name: 'Ana' })).toHaveLength(1);
  });
});

describe('newestFirst', () => {
  it('sorts by instant, then by id', () => {
    const sorted = newestFirst([
      { id: '1', created_at: '2025-01-02T10:00:00Z' },
      { id: '3', created_at: '2025-01-01T10:00:00Z' },
      { id: '2', created_at: '2025-01-02T10:00:00Z' },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['2', '1', '3']);
  });
});
