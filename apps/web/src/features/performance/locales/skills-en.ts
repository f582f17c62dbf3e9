/** The skill pages: setup, self skill set, team view and approvals, skill matrix. */
export const skillsEn = {
  fields: {
    skill: 'Skill', subSkill: 'Sub-skill', subSkills: 'Sub-skills', level: 'Proficiency level', years: 'Years of experience', lastUsed: 'Last used',
    comments: 'Comments', evidence: 'Evidence', evidenceHint: 'PDF, Word, JPEG or PNG, 5 MB each; {{count}} more file(s) allowed.', status: 'Status',
    actions: 'Actions', employee: 'Employee', category: 'Category', holders: 'Declared by', name: 'Name', description: 'Description', active: 'Active',
  },
  noEvidence: 'None',
  self: {
    title: 'My Skill Set', intro: 'Add your skills with evidence; your reporting manager approves them. A rejected skill can be removed.',
    add: 'Add skill', addTitle: 'Add a skill', editTitle: 'Change skill', updated: 'Skill updated.', empty: 'You have not added any skills yet.',
    caption: 'My skills', editNamed: 'Change {{name}}', removeNamed: 'Remove {{name}}', removeTitle: 'Remove skill', remove: 'Remove',
  },
  team: {
    title: 'Team Skill Sets', intro: "Your team's skills and their approval status.", approvalTitle: 'Skill Set Approval', approvalIntro: 'Skills waiting for your approval.',
    search: 'Search employee or skill', allStatuses: 'All statuses', caption: 'Team skills', empty: 'No skills match.', nothingWaiting: 'No skills are waiting for approval.',
    approve: 'Approve', reject: 'Reject', approveTitle: 'Approve skill', rejectTitle: 'Reject skill',
    approveNamed: 'Approve {{skill}} of {{name}}', rejectNamed: 'Reject {{skill}} of {{name}}',
    approved: '{{skill}} of {{name}} approved.', rejected: '{{skill}} of {{name}} rejected.',
  },
  setup: {
    title: 'Skill Setup', intro: 'Categories, skills with their sub-skills, and the proficiency scale employees choose from.',
    skills: 'Skills', categories: 'Categories', levels: 'Proficiency levels', search: 'Search skills', addSkill: 'Add skill', editSkill: 'Edit skill',
    addCategory: 'Add category', editCategory: 'Edit category', addLevel: 'Add level', editLevel: 'Edit level', addSubSkill: 'Sub-skill',
    addSubSkillTo: 'Add a sub-skill to {{name}}', inactive: 'Inactive', noSkills: 'No skills match.', noCategories: 'No categories yet.', noLevels: 'No proficiency levels yet.',
    editNamed: 'Edit {{name}}', deleteNamed: 'Delete {{name}}', deleteTitle: 'Delete', deleteQuestion: 'Delete "{{name}}"?', deleted: 'Deleted.',
  },
  matrix: {
    title: 'Skill Matrix', intro: 'Who knows what, at which approved level, and the gaps against each designation\'s framework.',
    search: 'Search people', department: 'Department', location: 'Location', designation: 'Designation', skill: 'Skill', minLevel: 'At least level',
    gapsOnly: 'Only people with gaps', count: '{{count}} people', empty: 'Nobody matches these filters.', employee: 'Employee', gaps: 'Gaps',
    caption: 'Skill matrix: approved levels by person and skill', none: 'No level', gapHint: 'Required level {{required}}',
  },
};
