import type { Translated } from '../../../locales/types.ts';
import type { calibrationStatsEn } from './performance-calibration-en.ts';

export const calibrationStatsPt: Translated<typeof calibrationStatsEn> = {
  significance: 'Significância do qui-quadrado',
  significanceOption: '{{value}}',
  chiSquare: 'χ² (gl) em relação ao alvo',
  pValue: 'valor-p',
  statistic: '{{statistic}} ({{df}}), crítico {{critical}}',
  tooFew: 'Poucos para testar',
  offTarget: 'Fora da distribuição-alvo',
  chiSquareHelp:
    'Teste de aderência qui-quadrado das faixas de cada gestor em relação ao alvo, com significância {{significance}}: uma faixa com menos de 5 pessoas esperadas é unida à vizinha menor; os graus de liberdade são as faixas unidas menos 1.',
  smallTeams_one: '{{count}} gestor com menos de 3 pessoas avaliadas entra na distribuição, mas não é listado.',
  smallTeams_many: '{{count}} gestores com menos de 3 pessoas avaliadas entram na distribuição, mas não são listados.',
  smallTeams_other: '{{count}} gestores com menos de 3 pessoas avaliadas entram na distribuição, mas não são listados.',
  showPeople: 'Mostrar pessoas',
  hidePeople: 'Ocultar',
  boxError: 'Não foi possível carregar as pessoas deste quadrante.',
  boxPage: 'Página {{page}} de {{pages}}',
  previousPeople: 'Pessoas anteriores deste quadrante',
  nextPeople: 'Próximas pessoas deste quadrante',
  dragHint: 'arraste uma pessoa para outra coluna para alterar o potencial',
  search: 'Pesquisar por nome ou matrícula',
  box: 'Quadrante do 9-box',
  anyBox: 'Qualquer quadrante',
  anyBand: 'Qualquer faixa',
  anyManager: 'Qualquer gestor',
  noPeople: 'Ninguém deste grupo corresponde.',
};
