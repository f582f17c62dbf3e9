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
  kinds: { entra: 'Microsoft Entra ID', oidc: 'OpenID Connect', saml: 'SAML 2.0' },
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
    saml: {
      metadataXml: 'XML de metadados do IdP',
      metadataXmlHint:
        'Cole o XML de metadados de federação que o seu provedor de identidade oferece ou envie o arquivo: o ID de entidade, a URL de logon e os certificados são lidos dele.',
      metadataUpload: 'Enviar arquivo de metadados',
      entityId: 'ID de entidade do IdP (Issuer)',
      ssoUrl: 'URL de logon único',
      ssoUrlHint: 'Para onde as pessoas são enviadas para entrar (vinculação HTTP-Redirect).',
      sloUrl: 'URL de logout único',
      sloUrlHint: 'Opcional: ao sair do Tenure, a pessoa também sai de lá.',
      certificate: 'Certificado de assinatura',
      certificateHint:
        'O certificado (PEM ou base64) cuja chave assina as asserções. Cole vários, um após o outro, enquanto o IdP troca de chave.',
      emailAttribute: 'Atributo de e-mail',
      emailAttributeHint: 'NameID para usar o sujeito da asserção, ou o nome do atributo que contém o e-mail.',
      groupsAttribute: 'Atributo de grupos',
      groupsAttributeHint: 'O atributo que lista os grupos da pessoa.',
      spTitle: 'Registre o Tenure no IdP',
      spEntityId: 'ID de entidade (Identificador)',
      acsUrl: 'URL de resposta (Assertion Consumer Service)',
      downloadMetadata: 'Baixar os metadados de SP do Tenure',
      spAfterSave: 'Os endereços a registrar no IdP aparecem aqui depois que o provedor for salvo.',
    },
  },
};
