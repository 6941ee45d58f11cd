// Page tests of the quotations feature: the shared page kit with a sales viewer and the
// agencies and projects the filters offer.
import { meAnswer as viewerAnswer, type Answer } from '../../../tests/setup/page-kit';

export { Refusal, at, serve, type Sent } from '../../../tests/setup/page-kit';

export const meAnswer = (role: string) => viewerAnswer(role, ['show-quotations']);

export const lookupAnswers: Record<string, Answer> = {
  AgencyOptions: () => ({
    realstateagenciesnopagination: [
      { id: '1', name: 'Inmobiliaria Andes' },
      { id: '2', name: 'Constructora Pacífico Sur' },
    ],
  }),
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '1', name: 'Parque Los Aromos', real_state_agency_id: '1' },
      { id: '2', name: 'Condominio Vista Cordillera', real_state_agency_id: '1' },
      { id: '4', name: 'Jardines de Hualpén', real_state_agency_id: '2' },
    ],
  }),
};
