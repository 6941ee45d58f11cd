import type {
  PlanPayment,
  ProjectAdditional,
  ProjectContactEmail,
  ProjectExecutive,
  ProjectFile,
  ProjectPaymentKeys,
} from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import { decryptSecret, maskSecret } from '../../payments/payment-keys';
import { publicFileUrl } from '../../storage';
import { toMedia } from '../../kernel';
import type {
  findAdditionals,
  findContactEmails,
  findExecutives,
  findPaymentKeys,
  findPlansPayments,
  findProjectFiles,
} from './projects.relations.repository';

type RowOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
type Urls = Pick<Config, 'publicUrl'>;

export const toExecutive = (row: RowOf<typeof findExecutives>): ProjectExecutive => ({
  id: String(row.id),
  name: row.name,
  phone: row.phone,
  email: row.email,
});

export const toContactEmail = (
  row: RowOf<typeof findContactEmails>,
  config: Urls,
): ProjectContactEmail => ({
  id: String(row.id),
  purpose: row.purpose,
  email: row.email,
  name: row.name,
  photo: row.photo ? toMedia(row.photo, config) : null,
});

/** An uploaded file gets the server's public URL; an external 360° viewer URL is kept. */
export const toProjectFile = (row: RowOf<typeof findProjectFiles>, config: Urls): ProjectFile => ({
  id: String(row.id),
  kind: row.kind,
  url: publicFileUrl(config, row.url),
  file_name: row.file_name,
  extension: row.extension,
  mime: row.mime,
});

export const toPlanPayment = (row: RowOf<typeof findPlansPayments>): PlanPayment => ({
  id: String(row.id),
  project_id: String(row.project_id),
  plan: row.plan,
  status: row.status,
  amount: row.amount,
  uf_value: row.uf_value === null ? null : Number(row.uf_value),
  order_number: row.order_number,
  paid_at: row.paid_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

// `plansadditional` is resolved by ProjectAdditional's field resolver (batched per request).
export const toProjectAdditional = (row: RowOf<typeof findAdditionals>): ProjectAdditional => ({
  id: String(row.id),
  additional_plan_type_id: String(row.additional_plan_type_id),
  quantity: row.quantity,
});

/** Decrypted only to be masked: the full keys never leave the server. */
export const toMaskedKeys = (
  row: RowOf<typeof findPaymentKeys>,
  config: Pick<Config, 'paymentKeysSecret'>,
): ProjectPaymentKeys => ({
  api_key: maskSecret(decryptSecret(row.api_key_encrypted, config.paymentKeysSecret)),
  secret_key: maskSecret(decryptSecret(row.secret_key_encrypted, config.paymentKeysSecret)),
});
