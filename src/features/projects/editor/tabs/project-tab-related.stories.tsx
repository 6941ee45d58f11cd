import { ProjectTabRelated } from './project-tab-related';
import { editorOptionsFixture } from '../project-editor.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Relacionados» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Relacionados',
  ...tabStoryMeta(<ProjectTabRelated projects={editorOptionsFixture.projects} />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['relatedprojects', 'No tienes acceso a uno de los proyectos relacionados.'],
]);
