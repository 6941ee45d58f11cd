import { ProjectTabContacts } from './project-tab-contacts';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Ejecutivos y contactos» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Ejecutivos y contactos',
  ...tabStoryMeta(<ProjectTabContacts />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['contact_emails.0.photo', 'La foto de contacto debe ser una imagen JPG, PNG o WebP.'],
]);
