import { GatewayCheck } from '../../../../components/gateway-check/gateway-check';
import { ProjectTabPaymentKeys } from './project-tab-payment-keys';
import { maskedKeysFixture } from '../project-editor.fixtures';
import { errorsStory, filledStory, tabStoryMeta, type TabStory } from './project-tab-story';
import { TabStoryFrame } from './tab-story-frame';

// The «Claves de pago» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Claves de pago',
  ...tabStoryMeta(<ProjectTabPaymentKeys current={maskedKeysFixture} />),
};

export default meta;

export const Empty: TabStory = {};

export const Filled: TabStory = filledStory();

export const WithErrors: TabStory = errorsStory([
  ['api_key', 'Solo un administrador puede cambiar las claves de pago.'],
]);

/** A project without keys yet. */
export const WithoutKeys: TabStory = {
  render: (args) => (
    <TabStoryFrame {...args}>
      <ProjectTabPaymentKeys current={null} />
    </TabStoryFrame>
  ),
};

/** Admin on the edit page: «Probar credenciales» under the stored keys (Flow accepts them). */
export const WithCredentialsCheck: TabStory = {
  render: (args) => (
    <TabStoryFrame {...args}>
      <ProjectTabPaymentKeys
        current={maskedKeysFixture}
        check={
          <GatewayCheck
            label="Probar credenciales"
            busyLabel="Probando credenciales…"
            run={() =>
              Promise.resolve({
                tone: 'success',
                title: 'Las claves funcionan: Flow aceptó la firma del proyecto.',
              })
            }
          />
        }
      />
    </TabStoryFrame>
  ),
};
