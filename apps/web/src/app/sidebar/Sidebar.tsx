import { useEffect, useState } from 'react';
import { Center, Loader, NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FeatureRoute, MenuGroupId } from '../../lib/access/routes.ts';
import { buildMenu, type MenuGroup } from '../../lib/access/menu.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';
import { GROUP_ICONS } from '../../components/groupIcons.tsx';

interface SidebarProps {
  /** Closes the phone drawer after a choice. */
  onNavigate(): void;
}

/**
 * The menu entry of the page shown: the entry of this path and query, else this path's entry without
 * a query (a page that opens on a tab of its own, /leave-manager?tab=leaveoverview, is still Team Leave).
 */
export function currentEntry(menu: MenuGroup[], pathname: string, search: string): FeatureRoute | undefined {
  const entries = menu.flatMap((group) => group.items).filter((item) => item.path === pathname);
  return entries.find((item) => (item.search ?? '') === search) ?? entries.find((item) => item.search === undefined);
}

/** Left menu (SPEC §6): accordion groups computed from permissions and flags; one group open at a time. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const access = useAccessContext();
  const { pathname, search } = useLocation();
  const labelOf = useDestinationLabel();
  const menu: MenuGroup[] = access.status === 'ready' ? buildMenu(access.ctx) : [];
  const current = currentEntry(menu, pathname, search);
  const currentGroup = menu.find((group) => current !== undefined && group.items.includes(current))?.id;
  const [openGroup, setOpenGroup] = useState<string | undefined>(currentGroup);
  useEffect(() => {
    if (currentGroup) setOpenGroup(currentGroup);
  }, [currentGroup]);

  if (access.status === 'loading') {
    return (
      <Center p="lg">
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (menu.length === 0) {
    return (
      <Text p="lg" c="dimmed" role="status">
        {t('messages.noMenus')}
      </Text>
    );
  }

  // data-menu-* attributes let the browser tests read the menu as the user sees it.
  const link = (item: FeatureRoute, parent: MenuGroupId | null, Icon = GROUP_ICONS.dashboard) => (
    <NavLink
      key={`${item.path}${item.search ?? ''}`}
      component={Link}
      to={`${item.path}${item.search ?? ''}`}
      label={labelOf(item.label)}
      leftSection={parent === null ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      data-menu-top={parent === null ? '' : undefined}
      data-menu-parent={parent ?? undefined}
      active={item === current}
      aria-current={item === current ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <ScrollArea p="xs" data-testid="sidebar">
      {menu.map((group) => {
        const Icon = GROUP_ICONS[group.id];
        const [only] = group.items;
        // A group whose only entry is named like it is a plain link (Dashboard, My Actions, Onboarding).
        if (only && group.items.length === 1 && only.label === group.id) return link(only, null, Icon);
        return (
          <NavLink
            key={group.id}
            component="button"
            type="button"
            aria-expanded={openGroup === group.id}
            data-menu-top=""
            data-menu-group={group.id}
            label={t(`nav.${group.id}`)}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            opened={openGroup === group.id}
            onChange={(opened) => setOpenGroup(opened ? group.id : undefined)}
            active={group.id === currentGroup && openGroup !== group.id}
            variant="subtle"
            childrenOffset={34}
          >
            {group.items.map((item) => link(item, group.id))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
