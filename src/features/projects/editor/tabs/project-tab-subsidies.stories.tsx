import { ProjectTabSubsidies } from './project-tab-subsidies';
import { editorOptionsFixture } from '../project-editor.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';

// The «Subsidios y planes adicionales» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Subsidios y planes adicionales',
  ...tabStoryMeta(
    <ProjectTabSubsidies
      subsidies={editorOptionsFixture.subsidies}
      plansAdditional={editorOptionsFixture.plansAdditional}
    />,
  ),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['subsidies', 'Uno de los subsidios elegidos no existe.'],
]);
