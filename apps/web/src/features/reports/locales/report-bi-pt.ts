import type { Translated } from '../../../locales/types.ts';
import type { biDashboardEn } from './report-bi-en.ts';

export const biDashboardPt: Translated<typeof biDashboardEn> = {
  title: '{{title}}: painel da sua ferramenta de BI',
  frameTitle: 'Painel {{title}}',
  unavailable: 'Não foi possível mostrar o painel de BI',
  retry: 'Tentar novamente',
  configure: 'Configurações do painel de BI',
  settings: {
    title: 'Painel da sua própria ferramenta de BI',
    intro:
      'Mostre um painel do Metabase ou do Apache Superset com este relatório. Cada visualização recebe um token que dura poucos minutos e fica restrito à sua empresa e à entidade legal em que o usuário trabalha. Depois de salvar um novo endereço, recarregue a página.',
    provider: 'Ferramenta de BI',
    providers: { metabase: 'Metabase', superset: 'Apache Superset' },
    placement: 'Onde mostrar',
    placements: { beside: 'Abaixo do relatório', replace: 'No lugar do relatório' },
    siteUrl: 'Endereço da ferramenta de BI',
    siteUrlHint: 'A URL do site, ex.: https://metabase.example.com',
    dashboardId: 'Painel',
    dashboardHint: {
      metabase: 'O número no endereço do painel (incorporação ativada, parâmetros tenant e entity bloqueados).',
      superset: 'O UUID do painel incorporado em “Embed dashboard” (permita ali o endereço deste site).',
    },
    username: 'Conta de serviço',
    secret: { metabase: 'Chave secreta de incorporação', superset: 'Senha da conta de serviço' },
    secretHint: 'Guardada criptografada e nunca mostrada de novo; deixe vazio para manter a atual.',
    secretSet: 'Guardada',
    secretNotSet: 'Não definida',
    secretRequired: 'Informe o segredo na primeira vez.',
    save: 'Salvar',
    saved: 'As configurações do painel de BI foram salvas.',
    remove: 'Remover o painel',
    removed: 'O relatório não mostra mais um painel de BI.',
  },
};
