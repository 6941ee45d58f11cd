// Page tests of the bookings feature: the shared page kit with a sales viewer and the projects
// the filters offer.
import { meAnswer as viewerAnswer, type Answer } from '../../../tests/setup/page-kit';

export { Refusal, at, serve, type Sent } from '../../../tests/setup/page-kit';

export const meAnswer = (role: string) =>
  viewerAnswer(role, ['show-bookingrequest', 'show-bookingorder']);

export const lookupAnswers: Record<string, Answer> = {
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '1', name: 'Parque Los Aromos', real_state_agency_id: '1' },
      { id: '2', name: 'Condominio Vista Cordillera', real_state_agency_id: '1' },
    ],
  }),
};
