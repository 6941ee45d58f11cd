import type { Rng } from './random';
import { slugify } from '../../../shared/schemas/project-labels';

// Chilean first names and surnames, for realistic demo people (Registro Civil frequency lists).

export const FEMALE_NAMES = [
  'María',
  'Sofía',
  'Isidora',
  'Catalina',
  'Javiera',
  'Constanza',
  'Francisca',
  'Valentina',
  'Camila',
  'Fernanda',
  'Daniela',
  'Carolina',
  'Paulina',
  'Macarena',
  'Antonia',
  'Josefa',
  'Florencia',
  'Trinidad',
  'Ignacia',
  'Rocío',
  'Marcela',
  'Patricia',
  'Claudia',
  'Verónica',
  'Andrea',
  'Bárbara',
  'Gabriela',
  'Lorena',
  'Pía',
  'Magdalena',
] as const;

export const MALE_NAMES = [
  'José',
  'Juan',
  'Luis',
  'Carlos',
  'Jorge',
  'Cristián',
  'Felipe',
  'Matías',
  'Benjamín',
  'Vicente',
  'Tomás',
  'Agustín',
  'Sebastián',
  'Diego',
  'Nicolás',
  'Francisco',
  'Rodrigo',
  'Gonzalo',
  'Ignacio',
  'Joaquín',
  'Martín',
  'Álvaro',
  'Pablo',
  'Andrés',
  'Héctor',
  'Patricio',
  'Claudio',
  'Mauricio',
  'Esteban',
  'Maximiliano',
] as const;

export const SURNAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Araya',
  'Fuentes',
  'Hernández',
  'Torres',
  'Espinoza',
  'Flores',
  'Castillo',
  'Valenzuela',
  'Ramírez',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Vargas',
  'Álvarez',
  'Vásquez',
  'Tapia',
  'Fernández',
  'Sánchez',
  'Cortés',
  'Gómez',
  'Herrera',
  'Carrasco',
  'Núñez',
  'Miranda',
  'Jara',
  'Vergara',
  'Rivera',
  'Figueroa',
  'Riquelme',
  'Bravo',
  'Vera',
  'Molina',
  'Campos',
  'Sandoval',
  'Olivares',
  'Orellana',
  'Zúñiga',
  'Gallardo',
  'Pizarro',
] as const;

const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'live.cl'] as const;

export interface SeedPerson {
  name: string;
  /** Both surnames, paternal first, as Chileans write them. */
  last_name: string;
  email: string;
  phone: string;
}

/** A mobile number as written in Chile: +56 9 XXXX XXXX. */
export function mobilePhone(rng: Rng): string {
  return `+56 9 ${rng.int(2000, 9999)} ${rng.int(1000, 9999)}`;
}

export function randomPerson(rng: Rng): SeedPerson {
  const name = rng.pick(rng.chance(0.5) ? FEMALE_NAMES : MALE_NAMES);
  const paternal = rng.pick(SURNAMES);
  const maternal = rng.pick(SURNAMES);
  const local = `${slugify(name)}.${slugify(paternal)}${rng.int(1, 999)}`.replace(/-/g, '');
  return {
    name,
    last_name: `${paternal} ${maternal}`,
    email: `${local}@${rng.pick(EMAIL_DOMAINS)}`,
    phone: mobilePhone(rng),
  };
}
