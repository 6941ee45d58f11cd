import { ProjectTabMedia } from './project-tab-media';
import { filledCreateValues } from '../project-form.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Medios» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Medios',
  ...tabStoryMeta(<ProjectTabMedia />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory(filledCreateValues);

export const WithErrors: TabStory = errorsStory([
  ['logo', 'El logo debe ser una imagen JPG, PNG o WebP.'],
  ['brochure', 'El folleto debe ser un PDF.'],
]);
