import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Where a page is drawn: alone (login, errors) or inside the signed-in shell. */
export type PageLayout = 'full' | 'shell';

/** Requests a page may start before it renders, under its own query keys (see src/app/ready-page). */
export type Warmer = (client: QueryClient, params: Record<string, string>) => Promise<unknown>;

/**
 * A page as its feature declares it (`src/features/<slice>/routes.ts`). Only `import()` closures:
 * reading the table loads no page code. Who may open the page is the access policy's
 * (`src/shared/access`), never the route's.
 */
export interface FeatureRoute {
  pattern: string;
  layout: PageLayout;
  page: () => Promise<ComponentType<object>>;
  /** A light chunk with the page's first requests, started as the guard or a link press allows. */
  warmer?: () => Promise<Warmer>;
}
