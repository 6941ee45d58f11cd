import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Principal } from '../../harness/principals';
import { judgeOperation, judgeRest, judgeSubscription } from './verdicts';

// The judges of pass 1 must be able to say "leak": a suite whose verdicts always pass proves
// nothing. Synthetic answers, one per way a server can get authorization wrong.

const vendor: Principal = {
  ...ANONYMOUS,
  name: 'RealstateVendor',
  email: 'realstatevendor@demo.cl',
  token: 'token',
  subject: { role: 'RealstateVendor', permissions: [], status: true },
  userId: 5,
  agencyIds: [1],
};
const refusedAnswer = { status: 403, code: 'FORBIDDEN', hasData: false, message: null };

describe('judgeOperation', () => {
  it('calls data or a pass through the gate for a refused principal a leak', () => {
    const withData = { status: 200, code: null, hasData: true, message: null };
    expect(judgeOperation('users', vendor, false, withData, 'PASSED')?.kind).toBe('leak');
    expect(judgeOperation('users', vendor, false, refusedAnswer, 'PASSED')?.kind).toBe('leak');
    expect(judgeOperation('users', vendor, false, refusedAnswer, 'FORBIDDEN')).toBeNull();
  });

  it('wants UNAUTHENTICATED with 401 for anonymous, FORBIDDEN with 403 otherwise', () => {
    expect(judgeOperation('me', ANONYMOUS, false, refusedAnswer, 'FORBIDDEN')?.kind).toBe(
      'wrong-refusal',
    );
    const unauthenticated = { status: 401, code: 'UNAUTHENTICATED', hasData: false, message: null };
    expect(judgeOperation('me', ANONYMOUS, false, unauthenticated, 'UNAUTHENTICATED')).toBeNull();
  });

  it('lets a resolver refuse a probe id, but not the gate refuse an allowed principal', () => {
    expect(judgeOperation('editUser', vendor, true, refusedAnswer, 'PASSED')).toBeNull();
    expect(judgeOperation('editUser', vendor, true, refusedAnswer, 'FORBIDDEN')?.kind).toBe(
      'over-refusal',
    );
    const invalid = { status: 200, code: 'BAD_USER_INPUT', hasData: false, message: null };
    expect(judgeOperation('editUser', vendor, true, invalid, null)?.kind).toBe('probe');
  });
});

describe('judgeRest', () => {
  const json = 'application/json; charset=utf-8';
  it('calls anything but 401/403 a leak for a refused principal, and data in a refusal too', () => {
    const file = { status: 200, contentType: 'application/vnd.ms-excel', body: 'PK' };
    expect(judgeRest('GET /api/excelUsers', vendor, false, file)?.kind).toBe('leak');
    const leaky = { status: 403, contentType: json, body: '{"message":"no","rows":[1]}' };
    expect(judgeRest('GET /api/excelUsers', vendor, false, leaky)?.kind).toBe('leak');
    const clean = { status: 403, contentType: json, body: '{"message":"no"}' };
    expect(judgeRest('GET /api/excelUsers', vendor, false, clean)).toBeNull();
    expect(judgeRest('GET /api/excelUsers', ANONYMOUS, false, clean)?.kind).toBe('wrong-refusal');
  });

  it('accepts any answer but a refusal for an allowed principal', () => {
    const pending = { status: 501, contentType: json, body: '{"message":"pronto"}' };
    expect(judgeRest('GET /api/excelUsers', vendor, true, pending)).toBeNull();
    const refused = { status: 403, contentType: json, body: '{"message":"no"}' };
    expect(judgeRest('GET /api/excelUsers', vendor, true, refused)?.kind).toBe('over-refusal');
  });
});

describe('judgeSubscription', () => {
  it('calls an accepted subscription of a refused principal a leak', () => {
    const heard = { closed: null, code: null, hasData: true };
    expect(judgeSubscription('recordChanged', vendor, false, heard, 'PASSED', false)?.kind).toBe(
      'leak',
    );
    const closed = { closed: 4403, code: null, hasData: false };
    expect(judgeSubscription('recordChanged', ANONYMOUS, false, closed, null, false)).toBeNull();
  });
});
