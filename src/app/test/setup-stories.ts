import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';

/**
 * Gives `composeStories` in client tests the same decorators as Storybook (Chakra system, skin,
 * memory router). Listed in the client project's setup files.
 */
setProjectAnnotations(preview);
