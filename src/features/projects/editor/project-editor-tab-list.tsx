// The tab strip: each tab's name and, when it holds errors, how many.
import { Badge, Tabs, VisuallyHidden } from '@chakra-ui/react';
import type { FieldErrors } from 'react-hook-form';
import type { ProjectFormInput } from './project-form.schema';
import { tabErrorCount, type ProjectTab } from './project-editor.tabs';

export function ProjectEditorTabList({
  tabs,
  errors,
}: {
  tabs: readonly ProjectTab[];
  errors: FieldErrors<ProjectFormInput>;
}) {
  return (
    <Tabs.List flexWrap="wrap" rowGap="1">
      {tabs.map((tab, index) => {
        const count = tabErrorCount(tab, errors);
        return (
          <Tabs.Trigger key={tab.id} value={tab.id} whiteSpace="nowrap">
            <Badge size="xs" variant="outline" colorPalette="gray" aria-hidden>
              {index + 1}
            </Badge>
            {tab.label}
            {count > 0 ? (
              <>
                <Badge size="xs" variant="solid" colorPalette="red" aria-hidden>
                  {count}
                </Badge>
                <VisuallyHidden>
                  {count === 1 ? ' (1 error)' : ` (${count} errores)`}
                </VisuallyHidden>
              </>
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
