// Page tests of the promise pages: the shared page kit with a viewer of them and the projects the
// filters offer.
import { meAnswer as viewerAnswer } from '../../../tests/setup/page-kit';

export { Refusal, at, serve, type Sent } from '../../../tests/setup/page-kit';

export const meAnswer = (role: string) =>
  viewerAnswer(role, ['show-promise-requests', 'show-promise-orders']);

/** A sales viewer and the projects the filters offer, the answers every promise page asks for. */
export const common = {
  Me: meAnswer('RealstateUser'),
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '11', name: 'Condominio Parque Los Aromos', real_state_agency_id: '1' },
      { id: '12', name: 'Edificio Mirador del Maipo', real_state_agency_id: '1' },
    ],
  }),
};
