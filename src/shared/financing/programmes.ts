// How a home's price is paid under each housing programme, as data: the unit fields that make up
// the price besides the mortgage credit, in the order a customer reads them. The server's
// financing fields and the SPA's «Financiamiento» section read these tables, never their own.

/** The UF amounts a unit carries for its financing (units.graphql, Property). */
export type UnitFinancingField =
  | 'savings'
  | 'saving_ds15'
  | 'base_subsidies'
  | 'base_subsidie_ds15'
  | 'bonus_integration'
  | 'bonus_recruitment';

export type ProgrammeKey = 'general' | 'ds15';

export interface ProgrammeLine {
  key: string;
  /** The line's name as the table shows it. */
  concept: string;
  field: UnitFinancingField;
  /**
   * A required line without a value leaves the credit uncalculated; an optional one is left out of
   * the sum, and its note says so, since a unit without a bonus simply does not carry it.
   */
  required: boolean;
  /** What the table says instead of a number when the unit has no value. */
  missing: string;
}

export interface Programme {
  key: ProgrammeKey;
  name: string;
  /** The public rules the programme follows, cited by name. */
  source: string;
  /** The programme applies to every unit (null) or to units carrying one of these values. */
  appliesWhenAnyOf: readonly UnitFinancingField[] | null;
  lines: readonly ProgrammeLine[];
}

const bonuses: readonly ProgrammeLine[] = [
  {
    key: 'bonus_integration',
    concept: 'Bono de integración',
    field: 'bonus_integration',
    required: false,
    missing: 'Sin bono de integración registrado; no se suma.',
  },
  {
    key: 'bonus_recruitment',
    concept: 'Bono de captación',
    field: 'bonus_recruitment',
    required: false,
    missing: 'Sin bono de captación registrado; no se suma.',
  },
];

export const PROGRAMMES: readonly Programme[] = [
  {
    key: 'general',
    name: 'Programa general',
    // Subsidy and savings for middle-income families: MINVU's Decreto Supremo N° 1 (V. y U.),
    // «Sistema Integrado de Subsidio Habitacional»; the amounts are the unit's own, loaded by the
    // project, not figures of the decree.
    source: 'D.S. N° 1 (V. y U.) del MINVU, Sistema Integrado de Subsidio Habitacional',
    appliesWhenAnyOf: null,
    lines: [
      {
        key: 'savings',
        concept: 'Ahorro',
        field: 'savings',
        required: true,
        missing: 'Sin ahorro registrado',
      },
      {
        key: 'base_subsidy',
        concept: 'Subsidio base',
        field: 'base_subsidies',
        required: true,
        missing: 'Sin subsidio base registrado',
      },
      ...bonuses,
    ],
  },
  {
    key: 'ds15',
    name: 'Programa DS15',
    // MINVU's Decreto Supremo N° 15 (V. y U.); shown only for units that carry its own savings or
    // subsidy amounts.
    source: 'D.S. N° 15 (V. y U.) del MINVU',
    appliesWhenAnyOf: ['saving_ds15', 'base_subsidie_ds15'],
    lines: [
      {
        key: 'savings',
        concept: 'Ahorro DS15',
        field: 'saving_ds15',
        required: true,
        missing: 'Sin ahorro DS15 registrado',
      },
      {
        key: 'base_subsidy',
        concept: 'Subsidio base DS15',
        field: 'base_subsidie_ds15',
        required: true,
        missing: 'Sin subsidio base DS15 registrado',
      },
      ...bonuses,
    ],
  },
];
