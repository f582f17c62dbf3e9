import { describeSidebarPages } from '../support/sidebar-pages.ts';

describeSidebarPages('projmgr01');
