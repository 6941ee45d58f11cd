import { ProjectTabCrm } from './project-tab-crm';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «CRM» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/CRM',
  ...tabStoryMeta(<ProjectTabCrm />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory();
