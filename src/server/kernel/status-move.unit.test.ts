import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  checkTransition,
  nextStatuses,
  preapprovalStatus,
  promiseOrderStatus,
  promiseRequestStatus,
  quotationStatus,
  statusCodes,
  type StatusTable,
} from '../../shared/sales-status';
import type { GraphQLContext } from '../context';
import type { Tx } from '../db/client';
import { allowedMove, moveCheck, moveStatus } from './status-move';

const tables: Array<[string, StatusTable<string>]> = [
  ['quotation', quotationStatus],
  ['booking request', bookingRequestStatus],
  ['booking order', bookingOrderStatus],
  ['promise request', promiseRequestStatus],
  ['promise order', promiseOrderStatus],
  ['preapproval', preapprovalStatus],
];

function refusal(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('the move was allowed');
}

describe.each(tables)('the one status-move rule on the %s table', (_name, table) => {
  const codes = statusCodes(table);

  it('allows exactly the moves the table lists', () => {
    for (const from of codes) {
      for (const to of codes) {
        if (nextStatuses(table, from).includes(to)) {
          expect(allowedMove(table, from, to)).toBe(to);
        } else {
          const error = refusal(() => allowedMove(table, from, to));
          expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
          const check = checkTransition(table, from, to);
          expect(check.ok ? '' : check.message).toBe(error.message);
        }
      }
    }
  });

  it('refuses a status the table does not define, naming the record in Spanish', () => {
    const error = refusal(() => allowedMove(table, table.initial, 'archivada'));
    expect(error.message).toContain(table.record);
    expect(error.extensions).toMatchObject({ fields: { status: error.message } });
  });

  it('keeps the same status only when asked to, and never an unknown one', () => {
    for (const code of codes) {
      expect(moveCheck(table, code, code).ok).toBe(false);
      expect(allowedMove(table, code, code, { keep: true })).toBe(code);
    }
    expect(moveCheck(table, 'archivada', 'archivada', { keep: true }).ok).toBe(false);
  });
});

describe('a move through another status', () => {
  it('is allowed when the table allows each step', () => {
    expect(moveCheck(quotationStatus, 'active', 'promised').ok).toBe(false);
    expect(moveCheck(quotationStatus, 'active', 'promised', { via: 'booked' }).ok).toBe(true);
    expect(moveCheck(quotationStatus, 'expired', 'promised', { via: 'booked' }).ok).toBe(false);
  });
});

type AuditInsert = { auditable_type: string; auditable_id: string; old_values: unknown; new_values: unknown; user_id: number | null }; // prettier-ignore

/** A transaction that records the audit rows written into it. */
function recordingTx(): { tx: Tx; rows: AuditInsert[] } {
  const rows: AuditInsert[] = [];
  const fake = { insert: () => ({ values: async (row: AuditInsert) => void rows.push(row) }) };
  return { tx: fake as unknown as Tx, rows };
}

const ctx = { viewer: { id: 7 }, ip: '10.0.0.1' } as unknown as GraphQLContext;

describe('the status-move service', () => {
  it('checks the table before the record runs its own rules, and writes nothing when refused', async () => {
    const { tx, rows } = recordingTx();
    let applied = false;
    const move = moveStatus(ctx, tx, {
      table: bookingOrderStatus,
      auditableType: 'BookingOrder',
      from: 'refunded',
      to: 'approved',
      apply: async () => {
        applied = true;
        return { row: { id: 1 } };
      },
    });
    await expect(move).rejects.toThrow(/no puede pasar a «Aprobada»/);
    expect(applied).toBe(false);
    expect(rows).toEqual([]);
  });

  it('writes one audit row with the move, what else changed and why', async () => {
    const { tx, rows } = recordingTx();
    const result = await moveStatus(ctx, tx, {
      table: bookingRequestStatus,
      auditableType: 'BookingRequest',
      from: 'pending',
      to: 'paid',
      reason: 'order_approved',
      apply: async (next) => ({
        row: { id: 42, status: next },
        old: { unit_available: true },
        new: { unit_available: false },
      }),
    });
    expect(result).toEqual({ next: 'paid', row: { id: 42, status: 'paid' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: 7,
      auditable_type: 'BookingRequest',
      auditable_id: '42',
      old_values: { status: 'pending', unit_available: true },
      new_values: { status: 'paid', unit_available: false, reason: 'order_approved' },
    });
  });

  it('writes no audit row when the record changed nothing, and no status when it was kept', async () => {
    const { tx, rows } = recordingTx();
    const unchanged = await moveStatus(ctx, tx, {
      table: preapprovalStatus,
      auditableType: 'Preapproval',
      from: preapprovalStatus.initial,
      to: preapprovalStatus.initial,
      keep: true,
      apply: async () => null,
    });
    expect(unchanged.row).toBeNull();
    expect(rows).toEqual([]);
    await moveStatus(ctx, tx, {
      table: preapprovalStatus,
      auditableType: 'Preapproval',
      from: preapprovalStatus.initial,
      to: preapprovalStatus.initial,
      keep: true,
      apply: async () => ({ row: { id: 3 }, old: { description: 'a' }, new: { description: 'b' } }),
    });
    expect(rows[0]).toMatchObject({
      old_values: { description: 'a' },
      new_values: { description: 'b' },
    });
  });
});
