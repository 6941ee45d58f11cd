// The shared head of every editor tab's stories: the tab inside the story frame, starting empty,
// and its filled and error states. Each stories file keeps its own literal `title` (Storybook
// reads it statically) and spreads `tabStoryMeta(<Tab />)` after it.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyValues, filledValues, invalidValues } from '../project-form.fixtures';
import type { ProjectFormInput } from '../project-form.schema';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

/** Everything of a tab's meta but its title. */
export function tabStoryMeta(tab: ReactNode) {
  return {
    component: TabStoryFrame,
    args: { defaultValues: emptyValues, children: null },
    render: (args: TabStoryFrameProps) => <TabStoryFrame {...args}>{tab}</TabStoryFrame>,
    parameters: { route: '/projects/create' },
  } satisfies Meta<typeof TabStoryFrame>;
}

export type TabStory = StoryObj<ReturnType<typeof tabStoryMeta>>;

/** The tab as an existing project shows it. */
export function filledStory(defaultValues: ProjectFormInput = filledValues): TabStory {
  return { args: { defaultValues, mode: 'edit' } };
}

/** The tab after a failed save: the form's own rules, then the server's messages if any. */
export function errorsStory(serverErrors?: TabStoryFrameProps['serverErrors']): TabStory {
  const args = { defaultValues: invalidValues, validate: true };
  return { args: serverErrors ? { ...args, serverErrors } : args };
}
