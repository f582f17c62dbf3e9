import type { Translated } from '../../../locales/types.ts';
import type { featureFlagsEn } from './feature-flags-en.ts';

export const featureFlagsPt: Translated<typeof featureFlagsEn> = {
  intro:
    'Cada funcionalidade desta empresa com o valor do pré-ajuste e a sua substituição. Uma mudança vale para todos a partir da próxima página.',
  preset: 'Pré-ajuste: {{preset}}',
  presets: {
    production: 'Produção',
    staging: 'Homologação',
    development: 'Desenvolvimento',
    lite: 'Simplificado',
  },
  search: 'Pesquisar funcionalidades',
  searchPlaceholder: 'Nome, descrição ou chave',
  filterLabel: 'Mostrar funcionalidades',
  filters: { all: 'Todas', overridden: 'Substituídas', on: 'Ligadas', off: 'Desligadas' },
  areas: {
    people: 'Pessoas e relatórios',
    onboarding: 'Admissão',
    timesheet: 'Folhas de ponto e projetos',
    performance: 'Desempenho',
    offboarding: 'Desligamento',
    finance: 'Financeiro',
    assistant: 'Assistente',
    platform: 'Plataforma',
  },
  flags: {
    dashboard: { name: 'Painel', description: 'Painel da página inicial' },
    employeeProfile: { name: 'Perfil do colaborador', description: 'Páginas Meu perfil e perfil do colaborador' },
    employeeDirectory: { name: 'Diretório de colaboradores', description: 'Diretório de colaboradores' },
    myFinance: { name: 'Minhas finanças', description: 'Menu Minhas finanças (Minha remuneração)' },
    onboardingAppDashboard: {
      name: 'Painel de admissão',
      description: 'Painel de admissão no aplicativo externo de admissão',
    },
    singleOnboarding: { name: 'Admissão individual', description: 'Admitir um colaborador por vez' },
    bulkOnboarding: {
      name: 'Admissão em massa',
      description: 'Admissão em massa de colaboradores e consultores a partir de um arquivo',
    },
    drafts: { name: 'Rascunhos de admissão', description: 'Salvar formulários de admissão como rascunho' },
    ageRestrictionPopups: {
      name: 'Avisos de restrição de idade',
      description: 'Avisar quando a data de nascimento indica que o colaborador é menor de idade',
    },
    autoEmployeeNumberGeneration: {
      name: 'Matrícula automática',
      description: 'Gerar a matrícula do colaborador na admissão',
    },
    gradeAndLevelInOnboarding: {
      name: 'Faixa e nível na admissão',
      description: 'Pedir faixa e nível durante a admissão',
    },
    bulkUpdates: {
      name: 'Atualizações em massa',
      description: 'Atualização em massa de dados de colaboradores a partir de um arquivo',
    },
    reports: { name: 'Relatórios', description: 'Relatórios incorporados' },
    estimatedHours: { name: 'Horas estimadas', description: 'Horas estimadas nas alocações em projetos' },
    plpEstimatedHours: { name: 'Horas estimadas por projeto', description: 'Horas estimadas nos planos por projeto' },
    timesheet: { name: 'Folhas de ponto', description: 'Folhas de ponto, clientes e projetos' },
    revenue: { name: 'Detalhes da receita', description: 'Detalhes da receita das folhas de ponto' },
    autoApproval: {
      name: 'Aprovação automática de folhas de ponto',
      description: 'Aprovação automática de folhas de ponto para usuários selecionados',
    },
    timesheetHistoryLog: {
      name: 'Histórico de folhas de ponto',
      description: 'Histórico de alterações nas folhas de ponto',
    },
    pendingTimeSheets: { name: 'Folhas de ponto pendentes', description: 'Visão das folhas de ponto pendentes' },
    impactOfMultipleAllocations: {
      name: 'Impacto de múltiplas alocações',
      description: 'Mostrar o impacto de alocar uma pessoa em vários projetos',
    },
    restrictHistoricalTimeSheetEdit: {
      name: 'Bloqueio de folhas de ponto passadas',
      description: 'Recusar edições em folhas de ponto de períodos passados já fechados',
    },
    projectSetupHistoryLogs: {
      name: 'Histórico da configuração de projetos',
      description: 'Histórico de alterações na configuração de projetos',
    },
    physicalDeleteResource: {
      name: 'Exclusão de recursos do projeto',
      description: 'Excluir um recurso do projeto em vez de encerrar a alocação',
    },
    syncProjectsFromOracleERP: {
      name: 'Sincronização de projetos com o Oracle ERP',
      description: 'Importar projetos do Oracle ERP',
    },
    performanceDashboard: { name: 'Painel de desempenho', description: 'Painel de desempenho' },
    performanceGoalsSettings: { name: 'Configuração de metas', description: 'Configuração de metas' },
    performanceSkillMatrix: {
      name: 'Matriz de competências',
      description: 'Configuração de competências e matriz de competências',
    },
    performanceSelfReview: { name: 'Autoavaliação', description: 'Autoavaliação' },
    performanceTeamGoalsApproval: {
      name: 'Aprovação de metas da equipe',
      description: 'Aprovação das metas da equipe',
    },
    performanceReviewSetup: {
      name: 'Configuração de avaliações',
      description: 'Configuração, abertura e calibração dos ciclos de avaliação',
    },
    performanceGoalLibrary: { name: 'Biblioteca de metas', description: 'Biblioteca de metas' },
    offboarding: { name: 'Desligamento', description: 'Pedidos de demissão e desligamento' },
    offboardingExitSurvey: {
      name: 'Entrevista de desligamento',
      description: 'Entrevista de desligamento para quem pediu demissão',
    },
    offboardingTasks: {
      name: 'Tarefas de desligamento',
      description: 'Grupos de tarefas, tarefas e atividades de desligamento',
    },
    offboardingTransfers: { name: 'Transferências', description: 'Pedidos de transferência' },
    vendorDashboard: { name: 'Painel de fornecedores', description: 'Painel de fornecedores' },
    employeeLifecycleJourney: {
      name: 'Jornada do colaborador',
      description: 'Visão da jornada do colaborador na empresa',
    },
    chatbot: { name: 'Assistente de chat', description: 'Assistente de chat com IA' },
    newAIChatbot: {
      name: 'Novo assistente de chat com IA',
      description: 'Assistente de chat no novo endpoint do agente, com cabeçalhos de sessão e de usuário',
    },
    streamingChatbot: {
      name: 'Respostas em tempo real',
      description: 'Mostrar as respostas do assistente à medida que são escritas',
    },
    esop: { name: 'Plano de opções (ESOP)', description: 'Página e documentos do plano de opções (ESOP)' },
    payrollSimulation: { name: 'Simulação de folha de pagamento', description: 'Simulação de folha de pagamento' },
    employeeSurvey: { name: 'Pesquisa de colaboradores', description: 'Pesquisa de colaboradores' },
    payloadEncryption: {
      name: 'Criptografia do conteúdo',
      description: 'Criptografar o corpo das requisições e das respostas (AES-CBC com HMAC)',
    },
  },
  columns: {
    flag: 'Funcionalidade',
    preset: 'Padrão do pré-ajuste',
    override: 'Substituição',
    effective: 'Em vigor',
    actions: 'Ações',
  },
  on: 'Ligada',
  off: 'Desligada',
  noOverride: 'Nenhuma',
  toggle: 'Alternar {{name}}',
  reset: 'Voltar ao pré-ajuste',
  resetNamed: 'Voltar {{name}} ao pré-ajuste',
  resetDone: 'A funcionalidade {{name}} segue o pré-ajuste novamente.',
  turnedOn: 'A funcionalidade {{name}} está ligada.',
  turnedOff: 'A funcionalidade {{name}} está desligada.',
  noMatch: 'Nenhuma funcionalidade corresponde à pesquisa.',
  confirmTitle: 'Alterar esta funcionalidade?',
  confirmOff: 'Desligar {{name}} muda o que todos os usuários desta empresa veem a partir da próxima página.',
  confirmOn: 'Ligar {{name}} muda o que todos os usuários desta empresa veem a partir da próxima página.',
  confirm: 'Alterar',
  cancel: 'Cancelar',
};
