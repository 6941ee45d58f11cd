import { describe, expect, it } from 'vitest';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  checkTransition,
  isFinal,
  nextStatuses,
  preapprovalStatus,
  promiseOrderStatus,
  promiseRequestStatus,
  quotationStatus,
  statusCodes,
  statusLabel,
  type StatusTable,
} from './index';

const tables: Array<[string, StatusTable<string>]> = [
  ['quotation', quotationStatus],
  ['booking request', bookingRequestStatus],
  ['booking order', bookingOrderStatus],
  ['promise request', promiseRequestStatus],
  ['promise order', promiseOrderStatus],
  ['preapproval', preapprovalStatus],
];

describe.each(tables)('the %s status table', (_name, table) => {
  it('moves only to statuses it defines, never to the same one', () => {
    for (const code of statusCodes(table)) {
      for (const next of nextStatuses(table, code)) {
        expect(statusCodes(table)).toContain(next);
        expect(next).not.toBe(code);
      }
    }
  });

  it('reaches every status from the initial one', () => {
    const seen = new Set([table.initial]);
    const queue = [table.initial];
    while (queue.length) {
      for (const next of nextStatuses(table, queue.shift()!)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual(statusCodes(table).sort());
  });

  it('has a Spanish label for every status', () => {
    for (const code of statusCodes(table)) expect(statusLabel(table, code)).not.toBe(code);
  });
});

it('ends every sales record in a final status; a pre-approval can always be reviewed again', () => {
  for (const [name, table] of tables) {
    const hasFinal = statusCodes(table).some((code) => isFinal(table, code));
    expect(hasFinal, name).toBe(table !== preapprovalStatus);
  }
});

describe('checkTransition', () => {
  it('allows a listed move', () => {
    expect(checkTransition(bookingRequestStatus, 'pending', 'paid')).toEqual({ ok: true });
  });

  it('explains a move the table does not list, with the allowed ones', () => {
    expect(checkTransition(promiseRequestStatus, 'pending', 'signed')).toEqual({
      ok: false,
      message:
        'Una solicitud de promesa en estado «Pendiente de pago» no puede pasar a «Firmada». ' +
        'Puede pasar a «Pagada», «Anulada», «Rechazada».',
    });
  });

  it('says when the status is final', () => {
    const check = checkTransition(quotationStatus, 'cancelled', 'active');
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.message).toMatch(/Es un estado final\.$/);
  });

  it('refuses an unknown code and a move to the same status', () => {
    expect(checkTransition(bookingOrderStatus, 'pending', 'pagado')).toEqual({
      ok: false,
      message:
        '«pagado» no es un estado de orden de pago de reserva ' +
        '(estados: pending, approved, rejected, refunded).',
    });
    expect(checkTransition(preapprovalStatus, 'approved', 'approved')).toEqual({
      ok: false,
      message: 'La preaprobación ya está en estado «Aprobada».',
    });
  });

  it('shows an unknown stored code as it is', () => {
    expect(statusLabel(quotationStatus, 'legacy')).toBe('legacy');
    expect(nextStatuses(quotationStatus, 'legacy')).toEqual([]);
  });
});
