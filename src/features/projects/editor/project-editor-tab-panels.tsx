// One panel per tab. A panel mounts when its tab is first opened (the editor's Tabs.Root is
// lazyMount: the first draw is the general tab alone) and then stays mounted, only hidden. The
// form holds every field's value and error either way: an unopened tab's fields keep their
// values, and the tab list counts their errors.
import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import type { ProjectEditorOptions, ProjectTab, ProjectTabId } from './project-editor.tabs';
import { ProjectTabAmenities } from './tabs/project-tab-amenities';
import { ProjectTabContacts } from './tabs/project-tab-contacts';
import { ProjectTabCrm } from './tabs/project-tab-crm';
import { ProjectTabGeneral } from './tabs/project-tab-general';
import { ProjectTabLocation } from './tabs/project-tab-location';
import { ProjectTabMedia } from './tabs/project-tab-media';
import { ProjectTabPaymentKeys, type MaskedPaymentKeys } from './tabs/project-tab-payment-keys';
import { ProjectTabPrices } from './tabs/project-tab-prices';
import { ProjectTabRelated } from './tabs/project-tab-related';
import { ProjectTabReserve } from './tabs/project-tab-reserve';
import { ProjectTabSubsidies } from './tabs/project-tab-subsidies';

export interface ProjectTabPanelsProps {
  tabs: readonly ProjectTab[];
  mode: 'create' | 'edit';
  options: ProjectEditorOptions;
  isAdmin: boolean;
  paymentKeys: MaskedPaymentKeys | null;
  /** Edit page, Admin: «Probar credenciales» on the payment tab. */
  paymentKeysCheck?: ReactNode;
  mediaPanel?: ReactNode;
}

export function ProjectEditorTabPanels(props: ProjectTabPanelsProps) {
  const { tabs, mode, options, isAdmin, paymentKeys, paymentKeysCheck, mediaPanel } = props;
  const panel: Record<ProjectTabId, () => ReactNode> = {
    general: () => <ProjectTabGeneral options={options} showAgency={isAdmin} />,
    location: () => <ProjectTabLocation regions={options.regions} />,
    prices: () => <ProjectTabPrices />,
    amenities: () => <ProjectTabAmenities />,
    reserve: () => <ProjectTabReserve />,
    crm: () => <ProjectTabCrm />,
    contacts: () => <ProjectTabContacts />,
    related: () => <ProjectTabRelated projects={options.projects} />,
    subsidies: () => (
      <ProjectTabSubsidies
        subsidies={options.subsidies}
        plansAdditional={options.plansAdditional}
      />
    ),
    keys: () => <ProjectTabPaymentKeys current={paymentKeys} check={paymentKeysCheck} />,
    media: () => (mode === 'create' ? <ProjectTabMedia /> : mediaPanel),
  };
  return (
    <>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="0">
          {panel[tab.id]()}
        </Tabs.Content>
      ))}
    </>
  );
}
