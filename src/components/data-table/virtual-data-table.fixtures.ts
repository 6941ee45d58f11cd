// Rows for the virtualized table's stories: apartments of a Chilean project, any number of them.
export interface ApartmentRow {
  id: string;
  identifier: string;
  model: string;
  tower: string;
  floor: number;
  price: number;
}

const MODELS = ['Modelo A 2D1B', 'Modelo B 3D2B', 'Modelo C 1D1B'] as const;
const TOWERS = ['Torre Araucaria', 'Torre Boldo', 'Torre Canelo'] as const;

/** `count` apartments, 20 per floor, spread over three towers; prices in UF. */
export function apartmentRows(count: number): ApartmentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const floor = Math.floor(index / 20) + 1;
    const tower = TOWERS[Math.floor(index / 20) % TOWERS.length] ?? TOWERS[0];
    return {
      id: String(index + 1),
      identifier: `${tower.slice(6, 7)}-${floor}${String((index % 20) + 1).padStart(2, '0')}`,
      model: MODELS[index % MODELS.length] ?? MODELS[0],
      tower,
      floor,
      price: 1890 + (index % 37) * 12.5,
    };
  });
}
