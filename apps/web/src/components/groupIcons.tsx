import {
  IconBeach,
  IconChartBar,
  IconChecklist,
  IconClock,
  IconCoin,
  IconDoorExit,
  IconHome,
  IconSettings,
  IconSitemap,
  IconTrendingUp,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { MenuGroupId } from '../lib/access/routes.ts';

export const GROUP_ICONS: Record<MenuGroupId, Icon> = {
  dashboard: IconHome,
  leaves: IconBeach,
  timesheet: IconClock,
  performance: IconTrendingUp,
  myActions: IconChecklist,
  organization: IconSitemap,
  myFinance: IconCoin,
  onboarding: IconUserPlus,
  offboarding: IconDoorExit,
  setup: IconSettings,
  reports: IconChartBar,
};
