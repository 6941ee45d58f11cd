import { ProjectTabGeneral } from './project-tab-general';
import { editorOptionsFixture } from '../project-editor.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «General» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/General',
  ...tabStoryMeta(<ProjectTabGeneral options={editorOptionsFixture} showAgency />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory();
