import {
  parkingLots,
  properties,
  propertyParkingLots,
  propertyWarehouses,
  warehouses,
} from '../schema';
import { idAt, insertAll, insertIds, itemAt } from './bulk';
import { APARTMENT_MODELS, HOUSE_MODELS, ORIENTATIONS, type UnitModel } from './catalog-data';
import type { SeedContext, SeedProject, SeedProperty, SeedUnit } from './context';

// 40–80 properties per project, priced in UF from the project's "desde" price by model area and
// floor; apartment projects also get warehouses and parking lots, some sold as complements.

const MAX_PRICE = 3_800;

interface PlannedProperty {
  project: SeedProject;
  model: UnitModel;
  identifier: string;
  floor: number;
  tower: string | null;
  price: number;
}

function planProperties(ctx: SeedContext, project: SeedProject): PlannedProperty[] {
  const { rng } = ctx;
  const count = rng.int(40, 80);
  const models = project.kind === 'Casas' ? HOUSE_MODELS : APARTMENT_MODELS;
  const smallest = Math.min(...models.map((m) => m.area));
  const perFloor = rng.int(4, 8);
  const towers = count > 60 ? ['A', 'B'] : ['A'];
  return Array.from({ length: count }, (_, i) => {
    const model = itemAt(models, i % models.length);
    const houses = project.kind === 'Casas';
    const tower = houses ? null : (towers[i % towers.length] ?? 'A');
    const slot = Math.floor(i / towers.length);
    const floor = houses ? 1 : 1 + Math.floor(slot / perFloor);
    const identifier = houses
      ? `Casa ${i + 1}`
      : `${tower}${floor}${String((slot % perFloor) + 1).padStart(2, '0')}`;
    const base = project.priceFrom * (1 + ((model.area - smallest) / smallest) * 0.55);
    const raw = base * (1 + floor * 0.003) + rng.next() * 40;
    // The subsidy market tops out near 3.800 UF: the priciest units sit just under it.
    const price = raw > MAX_PRICE ? MAX_PRICE - rng.next() * 80 : raw;
    return { project, model, identifier, floor, tower, price: Math.round(price * 100) / 100 };
  });
}

export async function seedUnits(
  ctx: SeedContext,
  projectList: SeedProject[],
): Promise<SeedProperty[]> {
  const { tx, rng } = ctx;
  const planned = projectList.flatMap((p) => planProperties(ctx, p));
  const ids = await insertIds(
    tx,
    properties,
    planned.map((u) => {
      const terrace = u.project.kind === 'Casas' ? 0 : rng.int(3, 10);
      const ds15 = rng.chance(0.2);
      return {
        project_id: u.project.id,
        identifier: u.identifier,
        model: u.model.model,
        orientation: rng.pick(ORIENTATIONS),
        price: u.price.toFixed(2),
        floor: u.floor,
        tower: u.tower,
        lots: u.project.kind === 'Casas' ? `Lote ${u.identifier.replace('Casa ', '')}` : null,
        type: u.project.kind === 'Casas' ? 'Casa' : 'Departamento',
        bedrooms: u.model.bedrooms,
        bathrooms: u.model.bathrooms.toFixed(1),
        built_area: u.model.area.toFixed(2),
        municipal_area: u.model.area.toFixed(2),
        terrace_area: terrace.toFixed(2),
        total_area: (u.model.area + terrace).toFixed(2),
        visible: rng.chance(0.93),
        bookeable: rng.chance(0.95),
        promisable: rng.chance(0.9),
        vulnerable: rng.chance(0.1),
        sectores_medios: rng.chance(0.35),
        crm_id: `CRM-${u.project.id}-${u.identifier.replace(' ', '')}`,
        id_crm_movendo: rng.chance(0.5) ? String(rng.int(100_000, 999_999)) : null,
        savings: rng.pick(['30.00', '40.00', '80.00']),
        saving_ds15: ds15 ? '40.00' : null,
        base_subsidies: rng.decimal(250, 450),
        base_subsidie_ds15: ds15 ? rng.decimal(200, 350) : null,
        bonus_integration: rng.chance(0.6) ? rng.decimal(100, 300) : null,
        bonus_recruitment: rng.chance(0.3) ? rng.decimal(50, 150) : null,
        show_price_from: false,
        created_at: ctx.timeline.start,
      };
    }),
  );
  const seeded: SeedProperty[] = planned.map((u, i) => ({
    id: idAt(ids, i),
    projectId: u.project.id,
    price: u.price,
    model: u.model.model,
    warehouse: null,
    parkingLot: null,
  }));
  for (const project of projectList.filter((p) => p.kind === 'Departamentos')) {
    await seedComplements(
      ctx,
      project,
      seeded.filter((p) => p.projectId === project.id),
    );
  }
  return seeded;
}

/** Warehouses (~40 % of the homes) and parking lots (~55 %); most are linked to one home. */
async function seedComplements(
  ctx: SeedContext,
  project: SeedProject,
  homes: SeedProperty[],
): Promise<void> {
  const { tx, rng } = ctx;
  const make = (prefix: string, count: number, min: number, max: number) =>
    Array.from({ length: count }, (_, i) => ({
      project_id: project.id,
      identifier: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      price: rng.decimal(min, max),
      floor: -1 - (i % 2),
      tower: 'A',
      type: prefix === 'B' ? 'Bodega' : 'Estacionamiento',
      total_area: rng.decimal(prefix === 'B' ? 3 : 12, prefix === 'B' ? 6 : 15),
      visible: rng.chance(0.95),
      created_at: ctx.timeline.start,
    }));
  const warehouseRows = make('B', Math.round(homes.length * 0.4), 45, 95);
  const parkingRows = make('E', Math.round(homes.length * 0.55), 150, 320);
  const warehouseIds = await insertIds(tx, warehouses, warehouseRows);
  const parkingIds = await insertIds(tx, parkingLots, parkingRows);
  const toUnit = (ids: number[], rows: { price: string }[], i: number): SeedUnit => ({
    id: idAt(ids, i),
    projectId: project.id,
    price: Number(rows[i]?.price ?? 0),
  });
  // The first 80 % of each kind are complements of distinct homes; the rest are sold alone.
  const withWarehouse = rng.sample(homes, Math.floor(warehouseIds.length * 0.8));
  withWarehouse.forEach((home, i) => {
    home.warehouse = toUnit(warehouseIds, warehouseRows, i);
  });
  const withParking = rng.sample(homes, Math.floor(parkingIds.length * 0.8));
  withParking.forEach((home, i) => {
    home.parkingLot = toUnit(parkingIds, parkingRows, i);
  });
  await insertAll(
    tx,
    propertyWarehouses,
    withWarehouse.flatMap((h) =>
      h.warehouse ? [{ property_id: h.id, warehouse_id: h.warehouse.id }] : [],
    ),
  );
  await insertAll(
    tx,
    propertyParkingLots,
    withParking.flatMap((h) =>
      h.parkingLot ? [{ property_id: h.id, parking_lot_id: h.parkingLot.id }] : [],
    ),
  );
}
