// Realistic rows for the table's stories: staff of Chilean agencies.
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  agency: string;
  role: string;
}

const NAMES = [
  ['Camila Rojas Soto', 'camila.rojas@inmobiliariaandes.cl', 'Inmobiliaria Los Andes'],
  ['Matías González Pérez', 'matias.gonzalez@inmobiliariaandes.cl', 'Inmobiliaria Los Andes'],
  ['Valentina Muñoz Díaz', 'valentina.munoz@pacificosur.cl', 'Pacífico Sur Propiedades'],
  ['Benjamín Araya Castro', 'benjamin.araya@pacificosur.cl', 'Pacífico Sur Propiedades'],
  ['Francisca Silva Reyes', 'francisca.silva@costanera.cl', 'Costanera Desarrollos'],
  ['Joaquín Contreras Vera', 'joaquin.contreras@costanera.cl', 'Costanera Desarrollos'],
  ['Isidora Fuentes Lagos', 'isidora.fuentes@valledelsol.cl', 'Valle del Sol Inmobiliaria'],
  ['Tomás Espinoza Bravo', 'tomas.espinoza@valledelsol.cl', 'Valle del Sol Inmobiliaria'],
] as const;

const ROLES = ['Administrador de inmobiliaria', 'Usuario de inmobiliaria', 'Vendedor'] as const;

export function staffRows(count: number): StaffRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, email, agency] = NAMES[index % NAMES.length] ?? NAMES[0];
    return {
      id: String(index + 1),
      name,
      email: index < NAMES.length ? email : email.replace('@', `${index}@`),
      agency,
      role: ROLES[index % ROLES.length] ?? ROLES[0],
    };
  });
}

export const LONG_ROW: StaffRow = {
  id: '99',
  name: 'María de los Ángeles Josefina Fernández-Larraín de la Fuente Undurraga',
  email:
    'maria.de.los.angeles.fernandez.larrain@inmobiliariaconstructoraycorredoradepropiedades.cl',
  agency: 'Inmobiliaria y Constructora Condominio Parque Los Aromos de Puente Alto SpA',
  role: 'Administrador de inmobiliaria',
};
