import { ProjectTabAmenities } from './project-tab-amenities';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Amenidades» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Amenidades',
  ...tabStoryMeta(<ProjectTabAmenities />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['elevators', 'Un proyecto de casas no declara ascensores.'],
]);
