import { ProjectTabReserve } from './project-tab-reserve';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Reserva y promesa» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Reserva y promesa',
  ...tabStoryMeta(<ProjectTabReserve />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['reserve_currency', 'La moneda de la reserva debe ser UF o CLP.'],
]);
