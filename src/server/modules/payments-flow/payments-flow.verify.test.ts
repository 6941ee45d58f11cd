import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestProjectPaymentKeysDocument,
  VerifyBookingOrderPaymentDocument,
} from '../../../../graphql/generated/client/graphql';
import { flowAnswer, startFakeFlow, type FakeFlow } from '../../../../tests/support/fake-flow';
import {
  executeOperation,
  login,
  startTestApp,
  type TestApp,
} from '../../../../tests/harness/test-app';
import {
  bookingState,
  confirmation,
  FLOW_KEYS,
  flowProject,
  pendingBooking,
} from './payments-flow.fixtures';

// «Verificar con Flow» and «Probar credenciales» through the contract's documents, against the
// fake Flow; and a staff verification racing five confirmations of the same payment.

let flow: FakeFlow;
let t: TestApp;
let admin: string;
let agencyAdmin: string;
let vendor: string;
let project: { id: number; agency_id: number };

beforeAll(async () => {
  flow = await startFakeFlow({ merchants: { [FLOW_KEYS.apiKey]: FLOW_KEYS.secretKey } });
  t = await startTestApp('demo', { flowApiUrl: flow.url, flowTimeoutMs: 2_000 });
  project = await flowProject(t.database.db, t.config);
  admin = (await login(t.app, 'admin@demo.cl')).access_token;
  agencyAdmin = (await login(t.app, 'realstateadmin@demo.cl')).access_token;
  vendor = (await login(t.app, 'realstatevendor@demo.cl')).access_token;
});

afterAll(async () => {
  await t.close();
  await flow.close();
});

const verify = (orderId: number, token: string) =>
  executeOperation(t.app, VerifyBookingOrderPaymentDocument, { id: String(orderId) }, token);

describe('verifyBookingOrderPayment', () => {
  it('shows Flow’s answer and what changed, then nothing more the second time', async () => {
    const booking = await pendingBooking(t.database.db, project.id);
    flow.payment(booking.token, flowAnswer({ commerceOrder: booking.commerceOrder, amount: booking.amount }, 2)); // prettier-ignore
    const first = await verify(booking.orderId, agencyAdmin);
    expect(first.errors).toBeUndefined();
    expect(first.data?.verifyBookingOrderPayment).toMatchObject({
      gateway_status: 2,
      message: 'Flow informa: pagada.',
      changes: [
        `Pago N° ${booking.paymentId}: pagado.`,
        `Solicitud de reserva N° ${booking.requestId}: Pagada.`,
        `Orden de pago de reserva N° ${booking.orderId}: Aprobada.`,
      ],
      payment: { status: 'paid', gateway_status: 2, media: 'Webpay', review_reason: null },
    });
    const again = await verify(booking.orderId, admin);
    expect(again.data?.verifyBookingOrderPayment).toMatchObject({ gateway_status: 2, changes: [] });
    const state = await bookingState(t.database.db, booking);
    const realstateAdminId = state.auditRows.find((a) => a.auditable_type === 'BookingRequest')?.user_id; // prettier-ignore
    expect(realstateAdminId).not.toBeNull();
    expect(JSON.stringify(first)).not.toContain(booking.token);
  });

  it('says in Spanish when Flow cannot be reached, changing nothing', async () => {
    const booking = await pendingBooking(t.database.db, project.id);
    flow.payment(booking.token, { fail: 502 });
    const res = await verify(booking.orderId, admin);
    expect(res.data?.verifyBookingOrderPayment).toMatchObject({
      gateway_status: null,
      message: 'No se pudo consultar a Flow: Flow respondió con un error (502). Intenta de nuevo en unos minutos.', // prettier-ignore
      changes: [],
      payment: { status: 'pending' },
    });
  });

  it('is refused to a vendor (Admin and the agency’s admins only)', async () => {
    const booking = await pendingBooking(t.database.db, project.id);
    const res = await verify(booking.orderId, vendor);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('makes one transition of five confirmations and a staff verification at once', async () => {
    const booking = await pendingBooking(t.database.db, project.id);
    flow.payment(booking.token, flowAnswer({ commerceOrder: booking.commerceOrder, amount: booking.amount }, 2)); // prettier-ignore
    const [verified, ...confirmed] = await Promise.all([
      verify(booking.orderId, admin),
      ...Array.from({ length: 5 }, () => t.app.inject(confirmation(booking.token))),
    ]);
    expect(verified?.errors).toBeUndefined();
    expect(confirmed.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const state = await bookingState(t.database.db, booking);
    expect(state.request.status).toBe('paid');
    expect(state.auditRows.map((a) => a.auditable_type).sort()).toEqual(['BookingOrder', 'BookingRequest', 'Payment']); // prettier-ignore
    expect(state.notes).toHaveLength(1);
  });
});

describe('testProjectPaymentKeys', () => {
  const check = (token: string) =>
    executeOperation(t.app, TestProjectPaymentKeysDocument, { project_id: String(project.id) }, token); // prettier-ignore

  it('says the keys work when Flow accepts the signature', async () => {
    const res = await check(admin);
    expect(res.data?.testProjectPaymentKeys).toEqual({ ok: true, message: 'Las claves funcionan: Flow aceptó la firma del proyecto.' }); // prettier-ignore
    expect(flow.requests.at(-1)).toMatchObject({ signatureOk: true });
  });

  it('says they do not when Flow refuses them', async () => {
    await flowProject(t.database.db, t.config, { apiKey: FLOW_KEYS.apiKey, secretKey: 'clave-equivocada' }); // prettier-ignore
    const res = await check(admin);
    expect(res.data?.testProjectPaymentKeys).toEqual({ ok: false, message: 'Flow rechazó las claves: revisa el apiKey y el secretKey.' }); // prettier-ignore
    await flowProject(t.database.db, t.config);
  });

  it('is Admin’s only', async () => {
    const res = await check(agencyAdmin);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
