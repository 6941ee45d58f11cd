import { ProjectTabPrices } from './project-tab-prices';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Precios y características» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Precios y características',
  ...tabStoryMeta(<ProjectTabPrices />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory();
