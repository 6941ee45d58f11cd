import { recipes, slotRecipes } from '../theme/recipes';
import { addRecipes, publicSystem } from '../theme/system';

/**
 * Gives the app's one Chakra system every recipe of recipes.ts. Called when the signed-in shell's
 * chunk is evaluated, before its first render: its menus, drawers and tables have no recipe in
 * the public system. Idempotent. Stories and tests render with the full system of
 * theme/full-system.ts and lose nothing by it.
 */
export function addAllRecipes(): void {
  addRecipes(publicSystem, recipes, slotRecipes);
}
