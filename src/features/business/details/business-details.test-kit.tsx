// Page tests of the business pages of this folder: the shared page kit with a viewer of them.
import { meAnswer as viewerAnswer } from '../../../../tests/setup/page-kit';

export { Refusal, at, serve, type Sent } from '../../../../tests/setup/page-kit';

export const meAnswer = (role: string) => viewerAnswer(role, ['show-business']);
