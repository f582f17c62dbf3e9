import { describeSidebarPages } from '../support/sidebar-pages.ts';

describeSidebarPages('hrexec01');
