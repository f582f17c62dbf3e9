// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { BuildingsPage } from './buildings/BuildingsPage.tsx';
export { CompanyInformationPage } from './company/CompanyInformationPage.tsx';
export { OrgHierarchyPage } from './hierarchy/OrgHierarchyPage.tsx';
export { MasterDataPage } from './masters/MasterDataPage.tsx';
export { OrgStructurePage } from './structure/OrgStructurePage.tsx';
