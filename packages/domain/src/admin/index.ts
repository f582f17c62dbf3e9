export {
  COMPANY_PARTS,
  SETUP_AREAS,
  companyPart,
  setupAreaId,
  setupAreaStatus,
  setupProgress,
  setupStatusResponse,
  type CompanyPart,
  type SetupAreaId,
  type SetupAreaStatus,
  type SetupStatusResponse,
} from './setup.ts';
