// A tower of a Chilean apartment project for the grid's stories, tests and bench: floors from the
// top down, homes numbered per floor (1201, 1202, …), every state present.
import type { GridUnitState } from '../../../../graphql/generated/client/graphql';
import type { GridHome } from './grid-layout';

const MIXED: readonly GridUnitState[] = [
  'disponible',
  'disponible',
  'reservada',
  'disponible',
  'promesada',
  'vendida',
  'disponible',
  'oculta',
];

/** `floors` floors of `perFloor` homes, ids from 5000, states cycling through every one. */
export function gridHomes(floors: number, perFloor: number, states = MIXED): GridHome[] {
  const homes: GridHome[] = [];
  for (let f = floors; f >= 1; f -= 1) {
    for (let n = 1; n <= perFloor; n += 1) {
      const i = homes.length;
      const state = states[i % states.length] ?? 'disponible';
      homes.push({
        id: String(5000 + i),
        identifier: `${f}${String(n).padStart(2, '0')}`,
        floor: f,
        model: n % 2 === 0 ? 'Modelo B 3D2B' : 'Modelo A 2D1B',
        price: 2350.5 + (i % 40) * 12.25,
        state,
        visible: state !== 'oculta',
        bookeable: state === 'disponible',
        promisable: true,
        complements:
          n === 1
            ? [
                {
                  id: String(800 + f),
                  identifier: `B-${f}`,
                  price: 95,
                  type: 'warehouse',
                },
                {
                  id: String(900 + f),
                  identifier: `E-${f}`,
                  price: 210.5,
                  type: 'parkinglot',
                },
              ]
            : [],
      });
    }
  }
  return homes;
}

export const towersGridFixture = ['A', 'B'];
