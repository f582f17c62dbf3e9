import { describeSidebarPages } from '../support/sidebar-pages.ts';

describeSidebarPages('employee01');
