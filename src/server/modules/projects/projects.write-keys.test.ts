import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EditProjectDocument,
  ProjectPaymentKeysDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { projectPaymentKeys } from '../../db/schema';
import { decryptSecret } from '../../payments/payment-keys';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import { liveProjectOf, projectAudits, rowCounts, startWriteApp } from './projects.write.fixtures';

// Payment-gateway keys through editProject: encrypted at rest, changed only when sent non-empty,
// only by Admin, and never written in clear to the audit.

const API_KEY = 'pk_live_7Hq2Rt9LmZx4Vb81';
const SECRET_KEY = 'sk_live_Qw3Er5Ty7Ui9Op2As4';

let t: TestApp;
let token: (email: string) => Promise<string>;
let projectId: number;
let figures: { price_from: number; bedrooms_from: number; area_from: number };

beforeAll(async () => {
  ({ t } = await startWriteApp());
  token = tokens(t);
  const [agencyOne = 0] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
  const project = await liveProjectOf(t.database.db, agencyOne);
  projectId = project.id;
  figures = {
    price_from: Number(project.price_from),
    bedrooms_from: project.bedrooms_from,
    area_from: Number(project.area_from),
  };
});
afterAll(() => t.close());

const keysRow = async () =>
  (
    await t.database.db
      .select()
      .from(projectPaymentKeys)
      .where(eq(projectPaymentKeys.project_id, projectId))
  )[0];

const edit = async (email: string, keys: { api_key?: string | null; secret_key?: string }) =>
  executeOperation(
    t.app,
    EditProjectDocument,
    { id: String(projectId), ...figures, ...keys },
    await token(email),
  );

describe('payment keys', () => {
  it('stores them encrypted and shows them masked to Admin', async () => {
    const res = await edit('admin@demo.cl', { api_key: API_KEY, secret_key: SECRET_KEY });
    expect(res.errors).toBeUndefined();
    const row = await keysRow();
    expect(row?.api_key_encrypted).not.toContain(API_KEY);
    expect(row?.secret_key_encrypted).not.toContain(SECRET_KEY);
    expect(JSON.stringify(row)).not.toMatch(/pk_live|sk_live/);
    expect(decryptSecret(row?.api_key_encrypted ?? '', t.config.paymentKeysSecret)).toBe(API_KEY);

    const read = await executeOperation(
      t.app,
      ProjectPaymentKeysDocument,
      { id: String(projectId) },
      await token('admin@demo.cl'),
    );
    expect(read.data?.projects.data[0]?.paymentkeys).toEqual({
      api_key: `${'*'.repeat(20)}Vb81`,
      secret_key: `${'*'.repeat(SECRET_KEY.length - 4)}2As4`,
    });

    const [audit] = (await projectAudits(t.database.db, projectId)).slice(-1);
    expect(audit?.new_values).toMatchObject({ api_key: true, secret_key: true });
    expect(JSON.stringify(audit)).not.toMatch(/pk_live|sk_live/);
  });

  it('keeps a key sent empty or left out', async () => {
    const before = await keysRow();
    const res = await edit('admin@demo.cl', { api_key: '', secret_key: undefined });
    expect(res.errors).toBeUndefined();
    expect(await keysRow()).toEqual(before);
  });

  it('refuses keys from anyone but Admin and changes nothing', async () => {
    const before = await keysRow();
    const counts = await rowCounts(t.database.db);
    for (const email of ['realstateadmin@demo.cl', 'realstatevendor@demo.cl']) {
      const res = await edit(email, { api_key: 'pk_live_intruso1234' });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toBe(
        'Solo un administrador puede cambiar las claves de pago.',
      );
    }
    expect(await keysRow()).toEqual(before);
    expect(await rowCounts(t.database.db)).toEqual(counts);
  });
});
