import type {
  GridUnitState,
  QueryUnitsGridArgs,
  UnitsGrid,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { requireProject } from '../projects';
import { findGridHomes, findGridTowers, type GridHomeRow } from './units.grid.repository';

// The availability grid (issue 34): one tower of a project, every home at once, each with the
// state the grid colours (the rule is the SDL's, graphql/schema/units.grid.graphql).

/** A home's state: its sale first, then whether the public site shows it. */
export function gridState(
  row: Pick<GridHomeRow, 'available' | 'booked' | 'promised' | 'visible'>,
): GridUnitState {
  if (row.promised) return 'promesada';
  if (row.booked) return 'reservada';
  if (!row.available) return 'vendida';
  return row.visible ? 'disponible' : 'oculta';
}

export async function unitsGrid(ctx: GraphQLContext, args: QueryUnitsGridArgs): Promise<UnitsGrid> {
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const towers = await findGridTowers(ctx.db, project.id);
  const names = towers.map((tower) => tower ?? '');
  const asked = args.tower ?? names[0] ?? '';
  // "" names the homes without a tower; a tower the project lacks reads no homes.
  const homes = names.length === 0 ? [] : await findGridHomes(ctx.db, project.id, asked || null);
  return {
    project_id: String(project.id),
    project_name: project.name,
    towers: names,
    tower: asked,
    homes: homes.map((row) => ({
      id: String(row.id),
      identifier: row.identifier,
      floor: row.floor,
      model: row.model,
      price: row.price,
      state: gridState(row),
      visible: row.visible,
      bookeable: row.bookeable,
      promisable: row.promisable,
      complements: row.complements,
    })),
  };
}
