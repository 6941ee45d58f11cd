// Page tests of /business: the shared page kit with a sales viewer, the projects the filter
// offers and the demo pipeline.
import type { Answer } from '../../../../tests/setup/page-kit';
import { pipelinesAnswer } from '../board.fixtures';

export { Refusal, at, serve, type Sent } from '../../../../tests/setup/page-kit';

export const lookupAnswers: Record<string, Answer> = {
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '1', name: 'Parque Los Aromos', real_state_agency_id: '1' },
      { id: '2', name: 'Condominio Vista Cordillera', real_state_agency_id: '1' },
      { id: '4', name: 'Jardines de Hualpén', real_state_agency_id: '2' },
    ],
  }),
  Pipelines: () => pipelinesAnswer,
};
