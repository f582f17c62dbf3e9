import type { Translated } from '../../../locales/types.ts';
import type { ssoSetupEn } from './sso-setup-en.ts';

export const ssoSetupPt: Translated<typeof ssoSetupEn> = {
  intro:
    'Permita que as pessoas entrem com o provedor de identidade da sua organização: Microsoft Entra ID ou qualquer provedor OpenID Connect. A sessão do Tenure começa quando o provedor confirma quem elas são.',
  loadFailed: 'Não foi possível carregar a configuração de login',
  register: {
    title: 'Registre o Tenure no seu provedor',
    hint: 'Adicione estes endereços ao aplicativo que você registrar no provedor de identidade.',
    redirectUri: 'URI de redirecionamento (login)',
    postLogoutRedirectUri: 'URI de redirecionamento após sair',
    copy: 'Copiar {{what}}',
    copied: 'Copiado',
  },
  rules: {
    title: 'Quem entra e como',
    requireSso: 'Exigir login único',
    requireSsoHint:
      'Logins com senha e com senha de uso único são recusados para todos, exceto superadministradores, que mantêm um acesso quando o provedor estiver fora do ar.',
    createUsers: 'Criar contas no primeiro login',
    createUsersHint:
      'Um colaborador admitido pelo RH que ainda não tem conta recebe uma, com o perfil de colaborador, no primeiro login.',
    domains: 'Domínios de e-mail permitidos',
    domainsHint:
      'Só ganham conta no primeiro login as pessoas com e-mail em um destes domínios. Pressione Enter após cada um.',
    save: 'Salvar regras',
  },
  providers: {
    title: 'Provedores de identidade',
    add: 'Adicionar provedor',
    edit: 'Editar provedor',
    empty: 'Nenhum provedor de identidade ainda. Adicione um para mostrar o botão de login dele na página de login.',
    name: 'Nome',
    kind: 'Tipo',
    clientId: 'ID do cliente',
    secret: 'Segredo do cliente',
    status: 'Botão de login',
    shown: 'Visível',
    hidden: 'Oculto',
    deleteTitle: 'Excluir provedor de identidade',
    deleteQuestion:
      'Excluir “{{name}}”? O botão de login dele some da página de login; quem entrou por ele mantém a sessão até ela expirar.',
    deleted: 'Provedor de identidade excluído.',
  },
  kinds: { entra: 'Microsoft Entra ID', oidc: 'OpenID Connect' },
  form: {
    kind: 'Provedor',
    displayName: 'Nome no botão de login',
    displayNameHint: 'O Entra ID mostra “Entrar com a Microsoft”; os outros provedores, “Entrar com” este nome.',
    authority: 'Autoridade',
    authorityHint: 'A autoridade multilocatário “organizations”: só entram os diretórios listados abaixo.',
    issuer: 'URL do emissor',
    issuerHint: 'O endereço em que o provedor publica o /.well-known/openid-configuration.',
    clientId: 'ID do cliente (aplicativo)',
    clientSecret: 'Segredo do cliente',
    clientSecretHint: 'Guardado criptografado e nunca mais exibido. Deixe em branco para manter o segredo guardado.',
    clientSecretNewHint:
      'Guardado criptografado e nunca mais exibido. Um provedor genérico pode funcionar sem ele (PKCE).',
    secret: { stored: 'Guardado', notStored: 'Não guardado', removed: 'Removido ao salvar' },
    clearSecret: 'Remover o segredo guardado',
    directories: 'IDs de diretório (locatário) aceitos',
    directoriesHint:
      'O Directory (tenant) ID de cada diretório do Entra cujas pessoas podem entrar. Pressione Enter após cada um.',
    emailClaim: 'Declaração de e-mail',
    emailClaimHint: 'A declaração do token de ID com o e-mail que liga a pessoa à conta dela.',
    enabled: 'Mostrar o botão de login',
  },
};
