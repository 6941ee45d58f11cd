import type { StorybookConfig } from '@storybook/react-vite';

// Only `storybook` and `@storybook/react-vite` are installed: no addons.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true },
};

export default config;
