import { describeSidebarPages } from '../support/sidebar-pages.ts';

describeSidebarPages('manager01');
