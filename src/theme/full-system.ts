import { recipes, slotRecipes } from './recipes';
import { createAppSystem } from './system';

/** The signed-in app's system: every recipe of recipes.ts (Storybook and tests use it too). */
export const system = createAppSystem(recipes, slotRecipes);
