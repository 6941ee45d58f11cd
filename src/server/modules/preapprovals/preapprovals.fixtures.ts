// Test support for the pre-approval suites: a buyer's credit request with its co-debtor, as the
// sales site files them, and document files of each kind. Never imported by production code.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { rutCheckDigit } from '../../../shared/rut';
import type { PreapprovalStatus } from '../../../shared/sales-status';
import type { Db } from '../../db/client';
import { codebtors, preapprovals, subsidyTypes } from '../../db/schema';
import { images, type UploadPart } from '../../storage/storage.fixtures';

export { insertBuyer, projectOf, tokens } from '../promises/promises.fixtures';

export const PUBLIC_URL = 'https://backoffice.ejemplo.cl';

/** A public storage directory of its own; the documents go to its '-private' sibling. */
export function documentsFixture(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const privateFiles = () => {
    try {
      return readdirSync(join(`${dir}-private`, 'preapprovals')).sort();
    } catch {
      return [];
    }
  };
  return { dir, privateFiles };
}

export async function insertCodebtor(db: Db, customerId: number, relation: string, rut: number) {
  const [row] = await db
    .insert(codebtors)
    .values({
      customer_id: customerId,
      relation,
      name: 'Paula',
      last_name: 'Contreras Vidal',
      rut,
      rut_dv: rutCheckDigit(rut),
      email: 'paula.contreras@gmail.com',
      phone: '+56 9 5566 7788',
      monthly_rent: 890_000,
    })
    .returning();
  if (!row) throw new Error('no se creó el codeudor');
  return row;
}

export async function insertPreapproval(
  db: Db,
  spec: { projectId: number; customerId: number; codebtorId?: number; status?: PreapprovalStatus },
) {
  const [ds19] = await db.select().from(subsidyTypes).where(eq(subsidyTypes.name, 'DS19'));
  const [row] = await db
    .insert(preapprovals)
    .values({
      project_id: spec.projectId,
      customer_id: spec.customerId,
      codebtor_id: spec.codebtorId ?? null,
      status: spec.status ?? 'pending',
      description: 'Cliente envió liquidaciones de sueldo.',
      property_type: 'Departamento',
      amount_property: '2480.50',
      amount_foot: '372.08',
      credit_term: 25,
      subsidy_type_id: ds19?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('no se creó la preaprobación');
  return row;
}

/** A small but real PDF (what a bank's pre-approval letter starts like). */
export const pdf: UploadPart = {
  bytes: new Uint8Array(
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  ),
  name: 'Carta preaprobación Banco Estado.pdf',
  type: 'application/pdf',
};

export const png: UploadPart = { bytes: images.png, name: 'liquidacion.png', type: 'image/png' };

/** A text file that claims to be a PDF by name and type: refused by its content. */
export const fakePdf: UploadPart = {
  bytes: new Uint8Array(Buffer.from('Liquidación de sueldo marzo 2025: $1.450.000\n')),
  name: 'liquidacion.pdf',
  type: 'application/pdf',
};

/** One byte over the 10 MB limit, with a real PDF header. */
export const hugePdf = (): UploadPart => {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
  bytes.set(pdf.bytes);
  return { bytes, name: 'escaneo-completo.pdf', type: 'application/pdf' };
};
