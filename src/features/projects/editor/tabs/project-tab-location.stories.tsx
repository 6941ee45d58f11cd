import { ProjectTabLocation } from './project-tab-location';
import { editorOptionsFixture } from '../project-editor.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Ubicación» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Ubicación',
  ...tabStoryMeta(<ProjectTabLocation regions={editorOptionsFixture.regions} />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([['commune_id', 'La comuna elegida no existe.']]);
