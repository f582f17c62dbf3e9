import { ActionIcon, Badge, Burger, Group, Image, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLetterT,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feature } from '@tenure/domain/access';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { useTenantStore } from '../../lib/session/tenantStore.ts';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { EmployeeSearch } from './EmployeeSearch.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

interface AppHeaderProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile(): void;
  onToggleDesktop(): void;
}

export function AppHeader({ mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop }: AppHeaderProps) {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant);
  const entity = useSessionStore((s) => s.entity);
  const canSearch = useHasAccess(feature('EMPLOYEE', 'EmployeeGlobalSearch'));

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={mobileOpened}
        />
        <ActionIcon
          onClick={onToggleDesktop}
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={desktopOpened ? t('nav.collapse') : t('nav.expand')}
          aria-expanded={desktopOpened}
        >
          {desktopOpened ? (
            <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
          ) : (
            <IconLayoutSidebarLeftExpand size={22} aria-hidden />
          )}
        </ActionIcon>
        <UnstyledButton component={Link} to="/home" aria-label={tenant?.tenantName ?? t('app.name')}>
          <Group gap="xs" wrap="nowrap">
            {tenant?.logoUrl ? (
              <Image src={tenant.logoUrl} alt="" h={32} w={32} fit="contain" />
            ) : (
              <ThemeIcon size={32} radius="md" aria-hidden>
                <IconLetterT size={20} />
              </ThemeIcon>
            )}
            <Text fw={700} size="lg" visibleFrom="md" data-testid="tenant-name">
              {tenant?.tenantName ?? t('app.name')}
            </Text>
          </Group>
        </UnstyledButton>
        <Badge
          visibleFrom="sm"
          size="lg"
          variant="light"
          radius="sm"
          leftSection={<IconBuildingSkyscraper size={14} aria-hidden />}
          data-testid="entity-name"
          style={{ textTransform: 'none', maxWidth: 280 }}
        >
          {entity?.legalEntityName ?? t('header.noEntity')}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, justifyContent: 'flex-end', minWidth: 0 }}>
        {canSearch && <EmployeeSearch />}
        <NotificationBell />
        <LanguageSwitcher />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
