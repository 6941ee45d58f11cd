import { describe, expect, it } from 'vitest';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { bookingRequestStatus } from '../../shared/sales-status';
import { withStatusLabels } from './status-audits';

const entry = (old_values: unknown, new_values: unknown): AuditEntryFragment => ({
  id: '9001',
  event: 'updated',
  old_values,
  new_values,
  created_at: '2025-04-02T15:30:00.000Z',
  user: { id: '3', name: 'Rodrigo', last_name: 'Sepúlveda' },
});

describe('withStatusLabels', () => {
  it('reads status codes as the table labels them and keeps the other fields', () => {
    const [row] = withStatusLabels(
      [entry({ status: 'pending' }, { status: 'paid', contact_rut: '16.543.287-8' })],
      bookingRequestStatus,
    );
    expect(row?.old_values).toEqual({ status: 'Pendiente de pago' });
    expect(row?.new_values).toEqual({ status: 'Pagada', contact_rut: '16.543.287-8' });
  });

  it('reads the reason of a move nobody chose in Spanish', () => {
    const [row] = withStatusLabels(
      [entry({ status: 'pending' }, { status: 'expired', reason: 'validity_elapsed' })],
      bookingRequestStatus,
    );
    expect(row?.new_values).toEqual({ status: 'Vencida', reason: 'Venció el plazo del proyecto' });
  });

  it('leaves unknown codes, rows without a status and odd shapes as stored', () => {
    const rows = withStatusLabels(
      [entry({ status: 'legacy' }, {}), entry(null, ['a']), entry({ status: 3 }, 'x')],
      bookingRequestStatus,
    );
    expect(rows.map((r) => [r.old_values, r.new_values])).toEqual([
      [{ status: 'legacy' }, {}],
      [null, ['a']],
      [{ status: 3 }, 'x'],
    ]);
  });
});
