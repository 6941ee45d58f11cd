import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoute, visibleMenu } from '../shared/access';
import type { MenuEntry } from '../shared/access';
import { hasMenuIcon } from './menu-icon';
import { ROLES } from '../shared/access';
import {
  buildCrumbs,
  documentTitle,
  isEntryActive,
  menuLeaves,
  registeredMenu,
  sectionOf,
} from './shell-menu';
import { subjects } from './test/fixtures';
import { pretendUnbuilt } from './test/pretend-unbuilt';
beforeEach(() => pretendUnbuilt(['/news', '/plans/create', '/plans/list']));

const group: MenuEntry = {
  key: 'users-group',
  label: 'Usuarios',
  path: '/users',
  icon: 'Users',
  children: [
    { key: 'users', label: 'Usuarios', path: '/users', icon: 'Users' },
    { key: 'roles', label: 'Roles', path: '/roles', icon: 'UserCog' },
  ],
};

// A group whose pages are not built yet (their issue is still to come).
const pendingGroup: MenuEntry = {
  key: 'content',
  label: 'Contenido',
  path: '/news',
  icon: 'Newspaper',
  children: [
    { key: 'news', label: 'Noticias', path: '/news', icon: 'Newspaper' },
    { key: 'plans', label: 'Contrata tu plan', path: '/plans/create', icon: 'Newspaper' },
  ],
};

describe('shell menu', () => {
  it('keeps only entries whose page is registered', () => {
    const home: MenuEntry = { key: 'home', label: 'Inicio', path: '/home', icon: 'House' };
    expect(registeredMenu([home, pendingGroup])).toEqual([home]);
  });

  it('keeps a group with a registered child and points it at that child', () => {
    const mixed: MenuEntry = {
      ...pendingGroup,
      children: [
        ...(pendingGroup.children ?? []),
        { key: 'home', label: 'Inicio', path: '/home', icon: 'House' },
      ],
    };
    expect(registeredMenu([mixed])).toEqual([
      {
        ...mixed,
        path: '/home',
        children: [{ key: 'home', label: 'Inicio', path: '/home', icon: 'House' }],
      },
    ]);
  });

  it('marks an entry or its group active for the current section', () => {
    expect(isEntryActive(group, 'roles')).toBe(true);
    expect(isEntryActive(group, 'users-group')).toBe(true);
    expect(isEntryActive(group, 'home')).toBe(false);
    expect(isEntryActive(group, 'none')).toBe(false);
    expect(isEntryActive(group, null)).toBe(false);
  });

  it('reads the section of a path from the policy', () => {
    expect(sectionOf('/home')).toBe('home');
    expect(sectionOf('/users/7/edit')).toBe('users');
    expect(sectionOf('/nope')).toBeNull();
  });

  it('flattens groups into leaves', () => {
    expect(menuLeaves([group]).map((leaf) => leaf.key)).toEqual(['users', 'roles']);
  });

  it('builds breadcrumbs with Inicio and a link to the parent section', () => {
    const rule = matchRoute('/users/7/edit')?.rule;
    if (!rule) throw new Error('policy lacks /users/:id/edit');
    expect(buildCrumbs(rule, [group], '/users/7/edit', '/home')).toEqual([
      { label: 'Inicio', href: '/home' },
      { label: 'Usuarios', href: '/users' },
      { label: 'Editar usuario' },
    ]);
    const home = matchRoute('/home')?.rule;
    if (!home) throw new Error('policy lacks /home');
    expect(buildCrumbs(home, [], '/home', '/home')).toEqual([{ label: 'Inicio' }]);
    // A landing page that is not built yet gets no link (/plans/list: a later issue's page).
    expect(buildCrumbs(rule, [], '/users/7/edit', '/plans/list')[0]).toEqual({
      label: 'Usuarios',
    });
    // PreapprovalUser's landing page exists now: 'Inicio' links to it.
    expect(buildCrumbs(rule, [], '/users/7/edit', '/preapprovals')[0]).toEqual({
      label: 'Inicio',
      href: '/preapprovals',
    });
  });

  it('builds the Spanish document title from the crumbs', () => {
    expect(documentTitle(['Usuarios', 'Editar usuario'])).toBe(
      'Usuarios · Editar usuario · Back office',
    );
  });

  it('has an icon for every entry the policy can show', () => {
    for (const role of ROLES) {
      const entries = visibleMenu(subjects[role]);
      for (const entry of [...entries, ...menuLeaves(entries)])
        expect(hasMenuIcon(entry.icon), entry.icon).toBe(true);
    }
  });
});
