import { eq } from 'drizzle-orm';
import type { ProjectCreate } from '../../../shared/schemas/projects';
import type { Tx } from '../../db/client';
import {
  projectAdditionals,
  projectExecutives,
  projectPaymentKeys,
  projectRelated,
  projectRestrictions,
  projectSubsidies,
} from '../../db/schema';
import { encryptSecret } from '../../payments/payment-keys';

// The lists hanging off a project (spec §3 "Related data"): a sent list replaces the project's
// list in the caller's transaction. Contact emails and files live in project-lists.media.ts.

type Lists = Pick<ProjectCreate, 'executives' | 'projectadditional'>;

export async function replaceExecutives(
  tx: Tx,
  projectId: number,
  executives: NonNullable<Lists['executives']>,
) {
  await tx.delete(projectExecutives).where(eq(projectExecutives.project_id, projectId));
  if (!executives.length) return;
  await tx.insert(projectExecutives).values(
    executives.map((executive, orden) => ({
      project_id: projectId,
      name: executive.name,
      phone: executive.phone ?? null,
      email: executive.email ?? null,
      orden,
    })),
  );
}

export async function replaceSubsidies(tx: Tx, projectId: number, ids: readonly number[]) {
  await tx.delete(projectSubsidies).where(eq(projectSubsidies.project_id, projectId));
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await tx
    .insert(projectSubsidies)
    .values(unique.map((id) => ({ project_id: projectId, subsidy_type_id: id })));
}

export async function replaceRelated(tx: Tx, projectId: number, ids: readonly number[]) {
  await tx.delete(projectRelated).where(eq(projectRelated.project_id, projectId));
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await tx
    .insert(projectRelated)
    .values(unique.map((id) => ({ project_id: projectId, related_project_id: id })));
}

export async function replaceAdditionals(
  tx: Tx,
  projectId: number,
  additionals: NonNullable<Lists['projectadditional']>,
) {
  await tx.delete(projectAdditionals).where(eq(projectAdditionals.project_id, projectId));
  if (!additionals.length) return;
  await tx.insert(projectAdditionals).values(
    additionals.map((additional) => ({
      project_id: projectId,
      additional_plan_type_id: additional.additional_plan_type_id,
      quantity: additional.quantity,
    })),
  );
}

/** The project's restriction row (spec: restriction.sell_subsidies), created on first use. */
export async function setSellSubsidies(tx: Tx, projectId: number, sellSubsidies: boolean) {
  await tx
    .insert(projectRestrictions)
    .values({ project_id: projectId, sell_subsidies: sellSubsidies })
    .onConflictDoUpdate({
      target: projectRestrictions.project_id,
      set: { sell_subsidies: sellSubsidies, updated_at: new Date() },
    });
}

export interface PaymentKeysInput {
  api_key?: string;
  secret_key?: string;
}

/**
 * Stores the sent payment keys encrypted (never in clear); a key not sent keeps its value (an
 * absent row starts with empty keys). Returns which keys changed, for the audit row.
 */
export async function setPaymentKeys(
  tx: Tx,
  projectId: number,
  keys: PaymentKeysInput,
  secret: string,
): Promise<Partial<Record<'api_key' | 'secret_key', true>>> {
  const changed: Partial<Record<'api_key' | 'secret_key', true>> = {};
  const set: { api_key_encrypted?: string; secret_key_encrypted?: string } = {};
  if (keys.api_key) {
    set.api_key_encrypted = encryptSecret(keys.api_key, secret);
    changed.api_key = true;
  }
  if (keys.secret_key) {
    set.secret_key_encrypted = encryptSecret(keys.secret_key, secret);
    changed.secret_key = true;
  }
  if (!Object.keys(set).length) return changed;
  await tx
    .insert(projectPaymentKeys)
    .values({
      project_id: projectId,
      api_key_encrypted: set.api_key_encrypted ?? encryptSecret('', secret),
      secret_key_encrypted: set.secret_key_encrypted ?? encryptSecret('', secret),
    })
    .onConflictDoUpdate({
      target: projectPaymentKeys.project_id,
      set: { ...set, updated_at: new Date() },
    });
  return changed;
}
