/** /performance-frameworks and /performance-values. Confirmation questions come from the domain. */
export const frameworksEn = {
  title: 'Performance Frameworks', intro: 'Competency frameworks and KPIs, and the designations, levels and review forms they apply to.',
  tabs: { frameworks: 'Competency frameworks', kpis: 'KPIs' },
  addFramework: 'Add framework', editFramework: 'Edit framework', noFrameworks: 'No frameworks yet.', inactive: 'Inactive',
  addKpi: 'Add KPI', editKpi: 'Edit KPI', noKpis: 'No KPIs yet.', kpiTarget: 'Target {{target}} ({{unit}}), {{direction}}',
  addCompetency: 'Add competency', removeCompetency: 'Remove competency {{index}}',
  editNamed: 'Edit {{name}}', deleteNamed: 'Delete {{name}}', deleteTitle: 'Delete', deleted: 'Deleted.',
  fields: {
    name: 'Name', description: 'Description', active: 'Active', competencies: 'Competencies', skill: 'Skill', expectedLevel: 'Expected level',
    formula: 'Formula', unit: 'Unit', target: 'Target', direction: 'Better when',
  },
  units: { number: 'number', percent: 'percent', currency: 'currency', hours: 'hours', days: 'days', ratio: 'ratio' },
  directions: { higher: 'higher is better', lower: 'lower is better' },
  mappings: {
    none: 'Not mapped yet.', appliesTo: 'Applies to', reviewForm: 'Review form', add: 'Map', addTo: 'Map {{name}}', remove: 'Remove',
    removeNamed: 'Remove mapping {{name}}', removeTitle: 'Remove mapping', removed: 'Mapping removed.',
    targets: { designation: 'Designation', level: 'Level', reviewForm: 'Review form', goal: 'Goal' },
  },
  values: {
    title: 'Company Values', intro: 'The values the company works by and the behaviours that show them.', add: 'Add value', edit: 'Edit value',
    empty: 'No values yet.', behaviour: 'Behaviour {{index}}', addBehaviour: 'Add behaviour', removeBehaviour: 'Remove behaviour {{index}}',
  },
};
