import type { Translated } from '../../../locales/types.ts';
import type { journeyEn } from './journey-en.ts';

export const journeyPt: Translated<typeof journeyEn> = {
  tab: 'Trajetória',
  title: 'Trajetória',
  empty: 'Nenhum marco ainda.',
  kinds: {
    joined: 'Admissão',
    probationEnd: 'Fim do período de experiência',
    designationChange: 'Mudança de cargo',
    managerChange: 'Mudança de gestor',
    departmentChange: 'Mudança de departamento',
    entityChange: 'Mudança de empresa',
    firstLeave: 'Primeira ausência',
    longLeave: 'Ausência longa',
    resignation: 'Pedido de demissão',
    resignationDecision: 'Decisão sobre o pedido de demissão',
    exit: 'Desligamento concluído',
  },
  fields: {
    legalEntity: 'Empresa',
    department: 'Departamento',
    location: 'Local',
    manager: 'Gestor',
    designation: 'Cargo',
  },
  change: '{{field}}: {{from}} → {{to}}',
  none: '—',
  days: '{{count}} dias',
  leaveTreatment: 'Saldos de férias e ausências: {{treatment}}',
};
