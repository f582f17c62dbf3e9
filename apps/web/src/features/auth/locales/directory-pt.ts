import type { directoryEn } from './directory-en.ts';

export const directoryPt: typeof directoryEn = {
  groupsClaim: 'Declaração de grupos',
  groupsClaimHint:
    'A declaração do token de ID com os grupos da pessoa. O Microsoft Entra ID envia groups (os IDs de objeto dos grupos) quando as declarações de grupo estão ativadas.',
  title: 'Grupos e perfis',
  hint: 'As pessoas de um grupo do seu provedor de identidade recebem o perfil na entidade legal. Aplicado a cada login e sempre que o SCIM altera um grupo; perfis atribuídos manualmente por um administrador nunca são removidos.',
  add: 'Adicionar mapeamento',
  empty: 'Nenhum grupo concede um perfil ainda.',
  group: 'Grupo',
  groupHint:
    'Exatamente como o provedor o envia: o Microsoft Entra ID envia o ID de objeto do grupo; outros provedores, muitas vezes, o nome.',
  provider: 'Provedor de identidade',
  anyProvider: 'Qualquer provedor e SCIM',
  legalEntity: 'Entidade legal',
  role: 'Perfil',
  grants: 'Pessoas',
  formTitle: 'Conceder um perfil a um grupo',
  mappingName: '{{group}} → {{role}}',
  deleteTitle: 'Excluir mapeamento',
  deleteQuestion: 'Excluir {{name}}? Quem tem o perfil apenas por este grupo o perde agora.',
  deleted: 'Mapeamento excluído',
  scim: {
    title: 'Provisionamento SCIM',
    hint: 'O seu provedor de identidade cria, atualiza e desativa contas aqui. Nas configurações de provisionamento dele, informe esta URL do locatário e um token secreto.',
    url: 'URL do locatário',
    active: 'Token ativo',
    off: 'Sem token: o provisionamento está desligado',
    since: 'Criado em {{date}},',
    lastUsed: 'último uso em {{date}}',
    neverUsed: 'ainda não usado',
    provider: 'Os grupos enviados contam como grupos de',
    providerHint: 'Os mapeamentos deste provedor (e de qualquer provedor) aplicam-se aos grupos que o SCIM envia.',
    create: 'Criar token',
    rotate: 'Criar um novo token',
    revoke: 'Revogar token',
    revokeQuestion:
      'Revogar o token SCIM? O provedor de identidade não poderá mais provisionar contas até que você crie um novo token.',
    issuedTitle: 'Copie o token agora',
    issuedHint:
      'Ele é mostrado somente desta vez. Cole-o como token secreto no provisionamento do seu provedor. O token anterior deixa de funcionar.',
    token: 'Token secreto',
    done: 'Concluído',
    failed: 'Não foi possível criar o token. Tente novamente.',
  },
  why: {
    fromGroups: 'Perfis vindos de grupos do diretório',
    fromGroup: '{{role}}: do grupo {{group}} via {{provider}}',
  },
};
