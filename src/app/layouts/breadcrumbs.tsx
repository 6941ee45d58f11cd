import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'wouter';

import type { Crumb } from '../shell-menu';

export type { Crumb };

/** Spanish breadcrumbs of the current route; the last crumb is the current page. */
export function AppBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" aria-label="Ruta de navegación" minW="0">
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <Breadcrumb.Item>
                {last || !crumb.href ? (
                  <Breadcrumb.CurrentLink
                    aria-current={last ? 'page' : undefined}
                    color={last ? 'fg' : 'fg.muted'}
                  >
                    {crumb.label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color="fg.muted">
                    <Link href={crumb.href}>{crumb.label}</Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
