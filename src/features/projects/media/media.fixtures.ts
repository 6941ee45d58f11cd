// Media of «Parque Los Aromos» (Inmobiliaria Andes, Puente Alto) for stories and tests.
import { svgDataUrl } from '../../../components/file-drop/file-drop.fixtures';
import type { ProjectMedia } from './media.types';

const ROOMS = [
  'Fachada',
  'Living',
  'Cocina',
  'Dormitorio',
  'Baño',
  'Terraza',
  'Quincho',
  'Piscina',
  'Áreas verdes',
  'Acceso',
  'Sala multiuso',
  'Estacionamientos',
];
const FILLS = ['#1e2a4a', '#d63384', '#2f855a', '#b7791f', '#2b6cb0', '#805ad5'];

function media(id: number, type: string, order: number, label: string, model?: string) {
  const url = svgDataUrl(FILLS[id % FILLS.length] ?? '#1e2a4a', label);
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const item: ProjectMedia = {
    id: String(id),
    url,
    full_url: url,
    file_name: `${slug}.jpg`,
    mime: 'image/jpeg',
    extension: 'jpg',
    type,
    order,
    model: model ?? null,
  };
  return item;
}

/** `count` gallery photos with orders 0…count-1 (listed out of order, as a server may send them). */
export function galleryFixture(count: number): ProjectMedia[] {
  return ROOMS.slice(0, count)
    .map((room, index) => media(300 + index, 'gallery', index, room))
    .reverse();
}

export const logoFixture = media(201, 'logo', 0, 'Aromos');
export const coverFixture = media(202, 'cover_page', 0, 'Portada');

export const projectMediaFixture: ProjectMedia[] = [
  logoFixture,
  coverFixture,
  ...galleryFixture(6),
];

export const modelsFixture = [
  { model: 'A1 · 2D1B', medias: [media(401, 'model_floor', 0, 'Planta A1', 'A1 · 2D1B')] },
  { model: 'B2 · 3D2B', medias: [media(402, 'model_floor', 0, 'Planta B2', 'B2 · 3D2B')] },
  { model: 'C1 · 3D2B dúplex', medias: [] },
  { model: 'D1 · 1D1B', medias: [] },
];
