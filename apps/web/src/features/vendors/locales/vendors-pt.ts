import type { Translated } from '../../../locales/types.ts';
import type { vendorsEn } from './vendors-en.ts';

/** Portuguese vendor texts: the ERP project sync (a timesheet page) so far; the rest is pending (locales/completeness.ts). */
export const vendorsPt: Translated<typeof vendorsEn> = {
  erpSync: {
    title: 'Sincronização de projetos com o ERP',
    intro:
      'Projetos do Oracle ERP: criados ou atualizados aqui quando mudaram no ERP depois da última sincronização (a marca d’água).',
    settingsTitle: 'Conector',
    adapter: 'Ler projetos de',
    adapters: { file: 'Arquivos enviados (JSON ou CSV)', http: 'O endpoint HTTP do ERP' },
    url: 'Endereço do endpoint',
    username: 'Usuário',
    password: 'Senha',
    passwordKept: 'Deixe em branco para manter a senha guardada',
    schedule: 'Sincronizar todos os dias',
    scheduleHint: 'A execução diária lê o endpoint HTTP.',
    save: 'Salvar conector',
    saved: 'Conector salvo.',
    watermark: 'Os projetos alterados depois de {{watermark}} serão lidos na próxima vez.',
    notConfigured: 'A sincronização fica desligada até um conector ser salvo.',
    runTitle: 'Executar agora',
    runHttp: 'Sincronizar com o ERP agora',
    file: 'Arquivo de projetos',
    filePlaceholder: 'Escolha um arquivo JSON ou CSV',
    runFile: 'Sincronizar este arquivo',
    clearFile: 'Remover o arquivo escolhido',
    fileHint:
      'Uma lista JSON ou um arquivo CSV com as colunas projectNumber, projectName, clientCode, status, startDate, endDate, billingType, projectManager (matrícula ou e-mail) e lastUpdateDate.',
    done: '{{created}} criados, {{updated}} atualizados, {{refused}} recusados.',
    reportsTitle: 'Relatórios de sincronização',
    reportsCaption: 'Sincronizações anteriores, da mais recente para a mais antiga',
    noReports: 'Nenhuma sincronização foi executada ainda.',
    columns: {
      finishedAt: 'Concluída em',
      source: 'Origem',
      created: 'Criados',
      updated: 'Atualizados',
      unchanged: 'Sem alteração',
      skipped: 'Ignorados',
      refused: 'Recusados',
      startedBy: 'Iniciada por',
    },
    schedule_trigger: 'Agendamento diário',
    refusedTitle: 'Registros recusados',
    projectNumber: 'Número do projeto',
    reason: 'Motivo',
  },
};
