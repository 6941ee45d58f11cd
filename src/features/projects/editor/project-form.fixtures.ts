// The editor's values in its three story states: empty (create), filled (a real project) and
// with an error in every tab the form's own rules can catch.
import { pdfFile, pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { projectDetailFixture } from './project-editor.fixtures';
import { projectDefaults } from './project-form.mapping';
import type { ProjectFormInput } from './project-form.schema';

export const emptyValues: ProjectFormInput = projectDefaults();

export const filledValues: ProjectFormInput = projectDefaults(projectDetailFixture);

/** The create page with files chosen (stories of the media tab; jsdom has no previews). */
export const filledCreateValues: ProjectFormInput = {
  ...filledValues,
  logo: pngFile('logo-parque-los-aromos.png'),
  gallery: [pngFile('fachada.png'), pngFile('living-comedor.png'), pngFile('areas-verdes.png')],
  brochure: pdfFile('brochure-parque-los-aromos.pdf'),
  tour360_url: 'https://tour.inmobiliariaandes.cl/aromos',
};

export const invalidValues: ProjectFormInput = {
  ...emptyValues,
  // General
  slug: 'Parque Los Aromos',
  orden: -1,
  deliver_date: '2026-02-30',
  // Ubicación
  latitude: '-133,5',
  longitude: 'setenta',
  // Precios
  bedrooms_from: 2.5,
  area_from: 0,
  renta_minima: 800000.5,
  // Reserva y promesa
  quotation_validity: -3,
  reserve_amount: 12.345,
  // CRM
  crm_email: 'crm@andes',
  chatbot_url: 'chat.inmobiliariaandes.cl',
  video_youtube_id: 'aromos',
  // Ejecutivos y contactos
  executiveemail: 'camila.rojas@',
  executives: [{ name: '', phone: '+56 9 5555 1234', email: 'matias@' }],
  contact_emails: [
    {
      purpose: 'query',
      email: '',
      name: 'Camila Rojas',
      photo: null,
      photo_media_id: null,
      photo_url: null,
    },
  ],
  // Subsidios y planes adicionales
  projectadditional: [{ additional_plan_type_id: '1', quantity: 0 }],
  // Medios
  nube360_url: 'ftp://nube.inmobiliariaandes.cl',
};
