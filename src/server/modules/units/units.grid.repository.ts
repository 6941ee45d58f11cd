import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_HOLDS_UNIT, PROMISE_HOLDS_UNIT } from '../../../shared/sales-status';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The reads of the availability grid (`unitsGrid`, issue 34): a project's towers, and every live
// home of one tower with what decides its state (its holders) and its complements, in one
// statement: the tower's homes first, then their holders and complements, each read once for the
// whole tower and joined to the homes.

const towerRow = z.object({ tower: z.string().nullable() });
const complement = z.object({
  id: z.coerce.string(),
  identifier: z.string(),
  price: z.coerce.number(),
  type: z.string(),
});
const homeRow = z.object({
  id: z.coerce.number(),
  identifier: z.string(),
  floor: z.coerce.number().nullable(),
  model: z.string().nullable(),
  price: z.coerce.number(),
  visible: z.boolean(),
  bookeable: z.boolean(),
  promisable: z.boolean(),
  available: z.boolean(),
  booked: z.boolean(),
  promised: z.boolean(),
  complements: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    z.array(complement),
  ),
});
export type GridHomeRow = z.infer<typeof homeRow>;

const textList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/** The project's towers in natural order; null (homes without a tower) last. */
export async function findGridTowers(db: DbOrTx, projectId: number): Promise<(string | null)[]> {
  const result = await db.execute(sql`
    select tower from (select distinct tower from properties
      where project_id = ${projectId} and deleted_at is null) towers
    order by tower collate "unit_natural" nulls last`);
  return rowsOf(towerRow, result).map((row) => row.tower);
}

/** Every live home of one tower (null = without a tower), highest floor first. */
export async function findGridHomes(
  db: DbOrTx,
  projectId: number,
  tower: string | null,
): Promise<GridHomeRow[]> {
  const inTower = tower === null ? sql`p.tower is null` : sql`p.tower = ${tower}`;
  // The holders and the complements are read once for the whole tower and joined by hash: as
  // subqueries per home they ran once for every home.
  const result = await db.execute(sql`
    with h as materialized (
      select p.id, p.identifier, p.floor, p.model, p.price, p.visible, p.bookeable, p.promisable,
        p.available
      from properties p
      where p.project_id = ${projectId} and p.deleted_at is null and ${inTower}
    ),
    booked as (
      select distinct b.property_id from booking_requests b join h on h.id = b.property_id
      where b.status in (${textList(BOOKING_HOLDS_UNIT)})
    ),
    promised as (
      select distinct pq.property_id from property_quotations pq
      join h on h.id = pq.property_id
      join promise_requests pr on pr.quotation_id = pq.quotation_id
      where pr.status in (${textList(PROMISE_HOLDS_UNIT)})
    ),
    comp as (
      select c.property_id, json_agg(json_build_object('id', c.id, 'identifier', c.identifier,
          'price', c.price, 'type', c.type) order by c.type desc, c.identifier collate "unit_natural")
        as list
      from (
        select pw.property_id, 'warehouse' as type, w.id, w.identifier, w.price
        from property_warehouses pw join h on h.id = pw.property_id
          join warehouses w on w.id = pw.warehouse_id
        where w.deleted_at is null
        union all
        select pl.property_id, 'parkinglot' as type, l.id, l.identifier, l.price
        from property_parking_lots pl join h on h.id = pl.property_id
          join parking_lots l on l.id = pl.parking_lot_id
        where l.deleted_at is null
      ) c
      group by c.property_id
    )
    select h.*, booked.property_id is not null as booked,
      promised.property_id is not null as promised,
      coalesce(comp.list, '[]'::json) as complements
    from h
      left join booked on booked.property_id = h.id
      left join promised on promised.property_id = h.id
      left join comp on comp.property_id = h.id
    order by h.floor desc nulls last, h.identifier collate "unit_natural", h.id`);
  return rowsOf(homeRow, result);
}
