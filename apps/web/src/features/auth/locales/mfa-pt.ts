import type { Translated } from '../../../locales/types.ts';
import type { mfaSettingsEn } from './mfa-en.ts';

export const mfaSettingsPt: Translated<typeof mfaSettingsEn> = {
  intro: 'Como você entra em {{tenant}}.',
  loadFailed: 'Não foi possível carregar suas configurações de login',
  section: 'Autenticação em dois fatores',
  offText:
    'Adicione uma segunda etapa aos logins com senha: um código de 6 dígitos de um aplicativo autenticador no seu celular. O login pelo provedor de identidade da sua organização usa as verificações próprias dele.',
  onText: 'Ativada desde {{date}}. Os logins com senha pedem um código do seu aplicativo autenticador.',
  recoveryLeft_one: 'Resta {{count}} código de recuperação.',
  recoveryLeft_many: 'Restam {{count}} códigos de recuperação.',
  recoveryLeft_other: 'Restam {{count}} códigos de recuperação.',
  required: 'Sua empresa exige a autenticação em dois fatores, por isso ela não pode ser desativada.',
  turnOn: 'Ativar',
  cancel: 'Cancelar',
  confirm: 'Ativar',
  newCodes: 'Novos códigos de recuperação',
  newCodesIntro:
    'Digite um código do seu aplicativo autenticador. Seus códigos de recuperação anteriores deixam de funcionar.',
  makeCodes: 'Gerar novos códigos',
  done: 'Concluir',
  turnOff: 'Desativar',
  turnOffTitle: 'Desativar a autenticação em dois fatores',
  turnOffIntro: 'Digite um código do seu aplicativo autenticador ou sua senha.',
  password: 'Senha',
  usePassword: 'Usar minha senha',
  useCode: 'Usar um código',
  turnedOff: 'A autenticação em dois fatores está desativada.',
  policy: {
    title: 'Autenticação em dois fatores',
    hint: 'Quem deve digitar um código de um aplicativo autenticador após a senha. Logins por um provedor de identidade não pedem o código: valem as verificações do próprio provedor.',
    label: 'Política',
    off: 'Desativada: ninguém é solicitado e ninguém pode configurá-la',
    optional: 'Opcional: cada usuário decide na página Segurança do login',
    admins: 'Obrigatória para administradores: todos com alguma permissão de Administração devem usá-la',
    all: 'Obrigatória para todos',
    save: 'Salvar política',
  },
};
