import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAnswer, startFakeFlow, type FakeFlow } from '../../../tests/support/fake-flow';
import { getFlowStatus } from './flow-client';
import { flowSignature, flowStringToSign, signFlowParams } from './flow-signature';

// Golden vectors: the signatures were computed outside this code (Python's hmac module over the
// UTF-8 text), the first one with the parameters of Flow's own example.
const FLOW_EXAMPLE = { apiKey: '1F90971E-8276-4715-97FF-2BLG5030EE3B', token: 'AJ089FF5467367' };

describe('Flow signature', () => {
  it('signs Flow’s documented example', () => {
    expect(flowStringToSign(FLOW_EXAMPLE)).toBe(
      'apiKey1F90971E-8276-4715-97FF-2BLG5030EE3BtokenAJ089FF5467367',
    );
    expect(flowSignature(FLOW_EXAMPLE, 'my secret')).toBe(
      '191947b8253f1b615adeda260fab7d8c8cc0507b22e19d4742baa00b0e464d44',
    );
  });

  it('sorts the names and signs non-ASCII values and keys as UTF-8', () => {
    const params = {
      subject: 'Reserva depto 1204 – Ñuñoa',
      commerceOrder: 'RES-0042-ñuñoa',
      apiKey: '1F90971E-8276-4715-97FF-2BLG5030EE3B',
      amount: 15000,
    };
    expect(flowStringToSign(params)).toBe(
      'amount15000apiKey1F90971E-8276-4715-97FF-2BLG5030EE3BcommerceOrderRES-0042-ñuñoa' +
        'subjectReserva depto 1204 – Ñuñoa',
    );
    expect(flowSignature(params, 'clave secreta ñandú')).toBe(
      '0b7600f369bf8df224deb3d993ac39adf689662e9d2817e81ff7959064ca8a81',
    );
    expect(flowSignature({ token: 'TK-ñ-7Z', apiKey: 'AK-4F2C-ÁÉÍÓÚ' }, 'sk-test-Ñandú')).toBe(
      '93af536f1ef966f357237caeea807f77f8147c5b68e8ed06f086ccc260650e03',
    );
  });

  it('leaves a previous `s` out of what it signs', () => {
    const signed = signFlowParams(FLOW_EXAMPLE, 'my secret');
    expect(flowSignature(signed, 'my secret')).toBe(signed.s);
  });
});

describe('getFlowStatus against the fake Flow', () => {
  const keys = { apiKey: 'AK-LOS-AROMOS-01', secretKey: 'sk-los-aromos-ñ-2026' };
  let flow: FakeFlow;
  const options = () => ({ baseUrl: flow.url, timeoutMs: 300 });

  beforeAll(async () => {
    flow = await startFakeFlow({ merchants: { [keys.apiKey]: keys.secretKey } });
  });
  afterAll(() => flow.close());

  it.each([1, 2, 3, 4] as const)(
    'reads status %i with a signature Flow accepts',
    async (status) => {
      const token = `TK-STATUS-${status}`;
      flow.payment(token, flowAnswer({ commerceOrder: `RES-${status}`, amount: 250_000 }, status));
      const outcome = await getFlowStatus(keys, token, options());
      expect(outcome).toMatchObject({ kind: 'status', status: { status, amount: 250_000 } });
      const sent = flow.requests.at(-1)!;
      expect(sent).toMatchObject({
        method: 'GET',
        path: '/api/payment/getStatus',
        signatureOk: true,
      });
      expect(Object.keys(sent.params).sort()).toEqual(['apiKey', 's', 'token']);
    },
  );

  it('is refused with a wrong secret key, and says nothing of the keys', async () => {
    const outcome = await getFlowStatus({ ...keys, secretKey: 'otra' }, 'TK-STATUS-2', options());
    expect(outcome).toMatchObject({ kind: 'refused', httpStatus: 401 });
    expect(flow.requests.at(-1)!.signatureOk).toBe(false);
    expect(JSON.stringify(outcome)).not.toMatch(/AK-LOS|sk-los|TK-STATUS/);
  });

  it('tells an unknown token apart from refused keys', async () => {
    expect(await getFlowStatus(keys, 'TK-NO-EXISTE', options())).toMatchObject({
      kind: 'refused',
      httpStatus: 400,
    });
  });

  it('counts a 5xx and a timeout as unreachable', async () => {
    flow.payment('TK-500', { fail: 503 });
    flow.payment('TK-HANG', { hang: true });
    expect(await getFlowStatus(keys, 'TK-500', options())).toEqual({
      kind: 'unreachable',
      reason: 'Flow respondió con un error (503).',
    });
    expect(await getFlowStatus(keys, 'TK-HANG', options())).toEqual({
      kind: 'unreachable',
      reason: 'Flow no respondió a tiempo.',
    });
  });
});
